import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as contactRoute from '../../../app/routes/contact';
import { useProfileStore } from '../../../stores/profile-store';
import { renderRoute, resetStores } from '../../../testing/render-route';
import { created, stubFetch, unavailable } from '../../../testing/stub-fetch';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

function renderContact() {
  return renderRoute(contactRoute, { path: '/contact' });
}

async function fillIn(user: ReturnType<typeof renderContact>['user']) {
  await user.type(screen.getByLabelText(/First name/), 'Asha');
  await user.type(screen.getByLabelText(/Last name/), 'Mehta');
  await user.type(screen.getByLabelText(/Phone/), '9820098200');
  await user.type(screen.getByLabelText(/Email/), 'asha@example.com');
  await user.type(screen.getByLabelText(/Message/), 'Do you deliver to Thane?');
}

describe('/contact', () => {
  it('shows the heading and the shop’s contact details', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'CONTACT ME' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sales@partybox.in' })).toHaveAttribute('href', 'mailto:sales@partybox.in');
    expect(screen.getByRole('link', { name: '+91 98200 98200' })).toBeInTheDocument();
  });

  it('checks the phone and e-mail as the customer types, once they leave the field', async () => {
    const { user } = renderContact();
    await user.type(screen.getByLabelText(/Phone/), '12345');
    await user.tab();
    expect(screen.getByText('Enter a 10-digit mobile number, like 98200 98200')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'asha@');
    await user.tab();
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Phone/), '98200 98200');
    expect(screen.queryByText(/Enter a 10-digit mobile number/)).not.toBeInTheDocument();
  });

  it('shows the message counter from 80% of the 2,000 allowed, and keeps 5,000 pasted characters instead of cutting them', async () => {
    const api = stubFetch(created({ id: 'x' }));
    const { user } = renderContact();
    await fillIn(user);
    const message = screen.getByLabelText(/Message/);
    await user.clear(message);
    await user.click(message);
    await user.paste('a'.repeat(1599));
    expect(message).not.toHaveAccessibleDescription(/2,000/);
    await user.paste('a'.repeat(251));
    expect(message).toHaveAccessibleDescription('1,850 / 2,000');
    expect(message).toBeValid();
    await user.paste('a'.repeat(3150));
    expect(message).toHaveValue('a'.repeat(5000));
    expect(message).toHaveAccessibleDescription('5,000 / 2,000: 3,000 characters too many');
    expect(message).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(message).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('moves focus to the first problem on submit and sends nothing', async () => {
    const api = stubFetch(created({ id: 'x' }));
    const { user } = renderContact();
    await user.type(screen.getByLabelText(/First name/), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(/Last name/)).toHaveFocus();
    expect(screen.getByText('Enter your last name')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('keeps every typed value and says the message failed when the API is unavailable', async () => {
    stubFetch(unavailable);
    const { user } = renderContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save message.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again in a minute; trying again never saves twice.');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Asha');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Mehta');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('9820098200');
    expect(screen.getByLabelText(/Email/)).toHaveValue('asha@example.com');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Do you deliver to Thane?');
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
  });

  it('retries a failed message with the same Idempotency-Key, then thanks the customer and clears the form', async () => {
    const api = stubFetch(unavailable, created({ id: 'm1' }));
    const { user } = renderContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Asha');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Sent!' });
    expect(dialog).toHaveTextContent("Thank you Asha, we've received your query. Our team will get back to you shortly.");
    expect(api.sent).toHaveLength(2);
    expect(api.sent[1]!.headers['idempotency-key']).toBe(api.sent[0]!.headers['idempotency-key']);
    expect(api.sent[1]!.body).toEqual({
      firstName: 'Asha',
      lastName: 'Mehta',
      phone: '9820098200',
      email: 'asha@example.com',
      message: 'Do you deliver to Thane?',
    });
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(useProfileStore.getState().customer).toMatchObject({ name: 'Asha Mehta', phone: '9820098200', email: 'asha@example.com' });

    await user.click(within(dialog).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends an edited message with a new Idempotency-Key, so the edit is not answered with the old one', async () => {
    const api = stubFetch('network-error', created({ id: 'm2' }));
    const { user } = renderContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach Party Box');
    await user.type(screen.getByLabelText(/Message/), ' And Navi Mumbai?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Message Sent!' });
    expect(api.sent[1]!.headers['idempotency-key']).not.toBe(api.sent[0]!.headers['idempotency-key']);
  });

  it('shows the API’s field messages next to the fields', async () => {
    stubFetch({
      status: 400,
      body: { error: 'validation', message: 'Please check the highlighted fields.', fields: [{ field: 'email', message: 'This address bounced' }] },
    });
    const { user } = renderContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This address bounced')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveFocus());
  });
});

import { addDays, earliestEventDate } from '@partybox/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as customRoute from '../../../app/routes/custom';
import { ruleContext } from '../../../lib/rule-context';
import { useProfileStore } from '../../../stores/profile-store';
import { fieldLabel } from '../../../testing/field-label';
import { findNavigatedPath, renderRoute, resetStores } from '../../../testing/render-route';
import { created, stubFetch, unavailable } from '../../../testing/stub-fetch';

const eventDate = addDays(earliestEventDate(ruleContext()), 10);

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

function renderCustom() {
  return renderRoute(customRoute, { path: '/custom' });
}

async function fillIn(user: ReturnType<typeof renderCustom>['user']) {
  await user.selectOptions(screen.getByLabelText(fieldLabel('Occasion')), 'Corporate Event');
  await user.type(screen.getByLabelText(fieldLabel('Theme name')), 'Retro arcade');
  await user.type(screen.getByLabelText(fieldLabel('Name')), 'Ravi Kumar');
  await user.type(screen.getByLabelText(fieldLabel('Phone')), '9876543210');
  await user.type(screen.getByLabelText(fieldLabel('Email')), 'ravi@example.com');
  await user.type(screen.getByLabelText(fieldLabel('Event date')), eventDate);
  await user.type(screen.getByLabelText(fieldLabel('Instructions')), 'Office of 40 people');
}

describe('/custom', () => {
  it('has the Theme Selection and Personalization Details sections, with three-row text areas', () => {
    renderCustom();
    expect(screen.getByRole('heading', { level: 1, name: 'Customise Your PartyBox' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Theme Selection' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Personalization Details' })).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Instructions'))).toHaveAttribute('rows', '3');
    const occasions = within(screen.getByLabelText(fieldLabel('Occasion')))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(occasions).toEqual(['Choose an occasion', 'Birthday', 'Wedding', 'Baby Shower', 'Corporate Event', 'Festival', 'Other']);
  });

  it('requires the occasion and focuses it first on submit', async () => {
    const { user } = renderCustom();
    await user.click(screen.getByRole('button', { name: 'Drop Query' }));
    expect(screen.getByLabelText(fieldLabel('Occasion'))).toHaveFocus();
    expect(screen.getByText('Choose the occasion')).toBeInTheDocument();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
  });

  it('keeps 5,000 pasted characters of instructions, counts them against the 1,000 allowed and sends nothing until they fit', async () => {
    const api = stubFetch(created({ id: 'x', themeName: 'Retro arcade', occasion: 'Corporate Event' }));
    const { user } = renderCustom();
    await fillIn(user);
    const instructions = screen.getByLabelText(fieldLabel('Instructions'));
    await user.clear(instructions);
    await user.click(instructions);
    await user.paste('a'.repeat(5000));
    expect(instructions).toHaveValue('a'.repeat(5000));
    expect(instructions).toHaveAccessibleDescription('5,000 / 1,000: 4,000 characters too many');
    expect(instructions).toBeInvalid();
    await user.click(screen.getByRole('button', { name: 'Drop Query' }));
    expect(instructions).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('stays on the form, with no dialog and every value kept, when the save fails', async () => {
    stubFetch(unavailable);
    const { user } = renderCustom();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Drop Query' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save customization. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Occasion'))).toHaveValue('Corporate Event');
    expect(screen.getByLabelText(fieldLabel('Theme name'))).toHaveValue('Retro arcade');
    expect(screen.getByLabelText(fieldLabel('Instructions'))).toHaveValue('Office of 40 people');
  });

  it('thanks the customer by name after the save and goes home as that customer', async () => {
    const api = stubFetch(unavailable, created({ id: 'q1', themeName: 'Retro arcade', occasion: 'Corporate Event' }));
    const { user } = renderCustom();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Drop Query' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Drop Query' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank You, Ravi Kumar!' });
    expect(api.sent[1]!.headers['idempotency-key']).toBe(api.sent[0]!.headers['idempotency-key']);
    expect(api.sent[1]!.body).toMatchObject({ occasion: 'Corporate Event', themeName: 'Retro arcade', name: 'Ravi Kumar', notes: 'Office of 40 people' });
    expect(api.sent[1]!.body).not.toHaveProperty('themeIds');
    expect(useProfileStore.getState().customer).toMatchObject({ name: 'Ravi Kumar', phone: '9876543210' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await findNavigatedPath()).toBe('/home');
  });
});

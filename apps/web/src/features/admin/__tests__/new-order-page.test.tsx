// The console's "New phone order" asks for the customer's phone with the one phone input every form uses (the phone
// rule's label and +91, the tel keyboard, autofill and the hint), and refuses a wrong number with the rule's message
// before anything is sent.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { phoneField } from '@partybox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneHint } from '../../../components/forms/phone-field';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../testing/render-app';
import { stubFetch, type SentRequest } from '../../../testing/stub-fetch';

const me = { status: 200, body: { signedIn: true, customer: { name: 'Priya', phone: '9700000000', email: '' }, isOperator: true } };

beforeEach(() => {
  document.cookie = 'pb_session=1';
  queryClient.clear();
});
afterEach(() => {
  document.cookie = 'pb_session=; max-age=0';
  vi.unstubAllGlobals();
});

describe('New phone order', () => {
  it("asks for the phone with the one phone field and refuses a short number with the rule's message, sending nothing", async () => {
    const sent = stubFetch((request: SentRequest) => (request.url.endsWith('/api/auth/me') ? me : { status: 200, body: { themes: [] } }));
    renderApp('/admin/new-order');
    const phone = await screen.findByRole('textbox', { name: phoneField.title }, { timeout: 5000 });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAccessibleDescription(phoneHint);
    expect(phone.closest('.field__prefixed')).toHaveTextContent('+91');
    await userEvent.type(phone, '98200');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(phoneField.errorMessage)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(sent.posts()).toEqual([]);
  });
});

// The sign-in code screen: "Send a new code" asks for the sign-in code again (the password step once more, with what
// was typed) and counts down from the API's wait; "Back" returns to the phone and password as typed; a phone just
// confirmed at sign-up arrives in the navigation's state, never in the address.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as signInRoute from '../../../app/routes/sign-in';
import { fieldLabel } from '../../../testing/field-label';
import { renderRoute, resetStores } from '../../../testing/render-route';
import { stubFetch } from '../../../testing/stub-fetch';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

async function toCodeScreen(resendAfterSeconds: number) {
  const api = stubFetch(
    { status: 200, body: { next: 'sms-code', destination: '+91******8200', resendAfterSeconds } },
    { status: 200, body: { next: 'sms-code', destination: '+91******8200', resendAfterSeconds: 45 } },
  );
  const { user } = renderRoute(signInRoute, { path: '/sign-in' });
  await user.type(screen.getByLabelText(fieldLabel('Phone')), '9820098200');
  await user.type(screen.getByLabelText(fieldLabel('Password')), 'balloons and cake');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText(fieldLabel('Code'));
  return { api, user };
}

describe('the sign-in code screen', () => {
  it('waits the seconds the API answered before "Send a new code"', async () => {
    await toCodeScreen(60);
    expect(screen.getByText('You can ask for a new code in 60 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  });

  it('"Send a new code" asks for the sign-in code again with the phone and password typed, then counts down again', async () => {
    const { api, user } = await toCodeScreen(0);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('You can ask for a new code in 45 s')).toBeInTheDocument();
    expect(screen.getByText('We sent a new code to +91******8200.')).toBeInTheDocument();
    const resend = api.posts().at(-1)!;
    expect(resend.url).toBe('/api/auth/sign-in/resend');
    expect(resend.body).toEqual({ phone: '9820098200', password: 'balloons and cake' });
  });

  it('"Back" returns to the phone and password, as typed', async () => {
    const { user } = await toCodeScreen(60);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveValue('9820098200');
  });

  it('starts with the phone a sign-up just confirmed, carried in the navigation state', async () => {
    renderRoute(signInRoute, { path: '/sign-in', at: { pathname: '/sign-in', state: { confirmedPhone: '9820098200' } } });
    expect(await screen.findByText('Your phone number is confirmed. Sign in to finish.')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveValue('9820098200');
  });
});

// The code step shows how long until a new code may be asked for, from the API's own figures: the wait it answered
// with the code, and the seconds left when it refuses a resend during its cooldown.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as signUpRoute from '../../../app/routes/sign-up';
import { fieldLabel } from '../../../testing/field-label';
import { renderRoute, resetStores } from '../../../testing/render-route';
import { stubFetch } from '../../../testing/stub-fetch';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

async function signUp(resendAfterSeconds: number) {
  const api = stubFetch(
    { status: 200, body: { next: 'confirm', destination: '+91******8200', resendAfterSeconds } },
    { status: 429, body: { error: 'resend_cooldown', message: 'You can ask for a new code in 37 s.', retryAfterSeconds: 37 } },
  );
  const { user } = renderRoute(signUpRoute, { path: '/create-account' });
  await user.type(screen.getByLabelText(fieldLabel('Name')), 'Asha Rao');
  await user.type(screen.getByLabelText(fieldLabel('Phone')), '9820098200');
  await user.type(screen.getByLabelText(fieldLabel('Password')), 'party time');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return { api, user };
}

describe('the code form’s resend countdown', () => {
  it('starts from the wait the API answered with the code, with the button locked meanwhile', async () => {
    await signUp(42);
    expect(await screen.findByText('You can ask for a new code in 42 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  });

  it('shows the seconds left when the API refuses a resend during its cooldown', async () => {
    const { api, user } = await signUp(0);
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await screen.findByText('You can ask for a new code in 37 s')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(api.posts().map((request) => request.url)).toEqual(['/api/auth/sign-up', '/api/auth/resend']);
  });
});

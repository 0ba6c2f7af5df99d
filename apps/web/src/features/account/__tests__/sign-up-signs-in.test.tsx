// Confirming the sign-up goes straight on to the sign-in with the password typed on the page: the next screen is the
// sign-in's own code (Cognito's required SMS MFA asks one of every sign-in), never the phone and password again.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as signUpRoute from '../../../app/routes/sign-up';
import { fieldLabel } from '../../../testing/field-label';
import { findNavigatedPath, renderRoute, resetStores } from '../../../testing/render-route';
import { stubFetch, type SentRequest } from '../../../testing/stub-fetch';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

const answers: Record<string, { status: number; body?: unknown }> = {
  '/api/auth/sign-up': { status: 200, body: { next: 'confirm', destination: '+91******8200', resendAfterSeconds: 0 } },
  '/api/auth/confirm': { status: 200, body: { confirmed: true } },
  '/api/auth/sign-in': { status: 200, body: { next: 'sms-code', destination: '+91******8200', resendAfterSeconds: 0 } },
  '/api/auth/sign-in/code': { status: 200, body: { signedIn: true, isOperator: false } },
};

describe('confirming a sign-up', () => {
  it('asks next for the sign-in code, with the password typed on the page, and signs the customer in', async () => {
    const api = stubFetch((request: SentRequest) => answers[new URL(request.url, 'http://x').pathname] ?? { status: 200, body: {} });
    const { user } = renderRoute(signUpRoute, { path: '/create-account' });
    await user.type(screen.getByLabelText(fieldLabel('Name')), 'Asha Rao');
    await user.type(screen.getByLabelText(fieldLabel('Phone')), '9820098200');
    await user.type(screen.getByLabelText(fieldLabel('Password')), 'paper lanterns');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(await screen.findByLabelText(fieldLabel('Code')), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByText('Your phone number is confirmed. To sign in, enter the sign-in code we just texted to +91******8200.')).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Password'))).toBeNull();
    await user.type(screen.getByLabelText(fieldLabel('Code')), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findNavigatedPath()).toBe('/home');
    expect(api.posts().map((request) => [request.url, request.body])).toEqual(
      expect.arrayContaining([
        ['/api/auth/confirm', { phone: '9820098200', code: '123456' }],
        ['/api/auth/sign-in', { phone: '9820098200', password: 'paper lanterns' }],
        ['/api/auth/sign-in/code', { code: '654321' }],
      ]),
    );
  });
});

// Confirming the sign-up signs the customer in: the code goes with the password typed on the page, and the customer
// lands where they were going, with no second code. Where the API still asks for a sign-in code (or the sign-in could
// not start), the next screen is that code, never the phone and password again.
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
  '/api/auth/confirm': { status: 200, body: { confirmed: true, next: 'sign-in' } },
  '/api/auth/sign-in': { status: 200, body: { next: 'sms-code', destination: '+91******8200', resendAfterSeconds: 0 } },
  '/api/auth/sign-in/code': { status: 200, body: { signedIn: true, isOperator: false } },
};

/** Fills in the sign-up form, sends it, and enters the texted code. */
async function signUpAndConfirm(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText(fieldLabel('Name')), 'Asha Rao');
  await user.type(screen.getByLabelText(fieldLabel('Phone')), '9820098200');
  await user.type(screen.getByLabelText(fieldLabel('Password')), 'paper lanterns');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await user.type(await screen.findByLabelText(fieldLabel('Code')), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('confirming a sign-up', () => {
  it('signs the customer in with the code and the password typed on the page, and takes them home with no second code', async () => {
    const signedIn = {
      confirmed: true,
      next: 'signed-in',
      signedIn: true,
      isOperator: false,
      customer: { name: 'Asha Rao', phone: '9820098200', email: '', memberSince: '2026-11-27T00:00:00Z' },
    };
    const api = stubFetch((request: SentRequest) => {
      const path = new URL(request.url, 'http://x').pathname;
      return path === '/api/auth/confirm' ? { status: 200, body: signedIn } : (answers[path] ?? { status: 200, body: {} });
    });
    const { user } = renderRoute(signUpRoute, { path: '/create-account' });
    await signUpAndConfirm(user);
    expect(await findNavigatedPath()).toBe('/home');
    expect(screen.queryByRole('heading', { name: 'Enter your code' })).toBeNull();
    const posts = api.posts().map((request) => [request.url, request.body]);
    expect(posts).toContainEqual(['/api/auth/confirm', { phone: '9820098200', code: '123456', password: 'paper lanterns' }]);
    expect(posts.map(([url]) => url)).not.toContain('/api/auth/sign-in');
  });

  it('where the confirmation did not sign in, asks next for the sign-in code, with the password typed on the page', async () => {
    const api = stubFetch((request: SentRequest) => answers[new URL(request.url, 'http://x').pathname] ?? { status: 200, body: {} });
    const { user } = renderRoute(signUpRoute, { path: '/create-account' });
    await signUpAndConfirm(user);

    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByText('Your phone number is confirmed. To sign in, enter the sign-in code we just texted to +91******8200.')).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Password'))).toBeNull();
    await user.type(screen.getByLabelText(fieldLabel('Code')), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findNavigatedPath()).toBe('/home');
    expect(api.posts().map((request) => [request.url, request.body])).toEqual(
      expect.arrayContaining([
        ['/api/auth/confirm', { phone: '9820098200', code: '123456', password: 'paper lanterns' }],
        ['/api/auth/sign-in', { phone: '9820098200', password: 'paper lanterns' }],
        ['/api/auth/sign-in/code', { code: '654321' }],
      ]),
    );
  });
});

// Where a sign-in lands: an operator on the console, a customer home, anyone with `?next=` on that page.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as signInRoute from '../../../app/routes/sign-in';
import { fieldLabel } from '../../../testing/field-label';
import { renderRoute, resetStores } from '../../../testing/render-route';
import { stubFetch } from '../../../testing/stub-fetch';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

const customer = { name: 'Priya Shah', phone: '9820098200', email: '', memberSince: '2026-11-01T10:00:00.000Z' };

async function signIn(isOperator: boolean, at = '/sign-in') {
  stubFetch((request) =>
    request.url.endsWith('/auth/sign-in')
      ? { status: 200, body: { next: 'sms-code', destination: '+91******8200' } }
      : request.url.endsWith('/auth/sign-in/code')
        ? { status: 200, body: { signedIn: true, customer, isOperator } }
        : { status: 200, body: {} },
  );
  const { user } = renderRoute(signInRoute, { path: '/sign-in', at });
  await user.type(screen.getByLabelText(fieldLabel('Phone')), '9820098200');
  await user.type(screen.getByLabelText(fieldLabel('Password')), 'balloons and cake');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText(fieldLabel('Code')), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return (await screen.findByTestId('elsewhere')).textContent;
}

describe('after the sign-in code', () => {
  it('an operator lands on the console', async () => {
    expect(await signIn(true)).toBe('Now at /admin');
  });

  it('a customer lands home', async () => {
    expect(await signIn(false)).toBe('Now at /home');
  });

  it('anyone sent here from a page goes back to it', async () => {
    expect(await signIn(true, '/sign-in?next=/cart')).toBe('Now at /cart');
  });
});

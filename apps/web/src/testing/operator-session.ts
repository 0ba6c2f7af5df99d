// The console's tests start signed in as an operator: the session cookie the app reads, /api/auth/me answering as an
// operator (`operatorMe`, for each test's fetch stub), an empty query cache for each test, the stub taken away after.
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '../lib/query-client';

/** /api/auth/me's answer for a signed-in operator. */
export const operatorMe = { status: 200, body: { signedIn: true, customer: { name: 'Priya', phone: '9700000000', email: '' }, isOperator: true } };

/** Registers the hooks that start each test of the file signed in as an operator, with nothing cached. */
export function signedInOperator(): void {
  beforeEach(() => {
    document.cookie = 'pb_session=1';
    queryClient.clear();
  });
  afterEach(() => {
    document.cookie = 'pb_session=; max-age=0';
    vi.unstubAllGlobals();
  });
}

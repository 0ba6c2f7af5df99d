// The password rule's strength part runs on the API only (its dictionaries stay out of the shop's scripts): the
// sign-up form sends the password and shows the API's message beside the password field, in the rule's own words.
import { passwordStrengthProblem } from '@partybox/contracts/password-strength';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as signUpRoute from '../../../app/routes/sign-up';
import { fieldLabel } from '../../../testing/field-label';
import { renderRoute, resetStores } from '../../../testing/render-route';
import { stubFetch } from '../../../testing/stub-fetch';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('a password too easy to guess', () => {
  it("is shown beside the password field with the API's message, which says what to do", async () => {
    const message = passwordStrengthProblem('india@123')!;
    expect(message).toContain('Use three or four words nobody would put together');
    const api = stubFetch({
      status: 400,
      body: { error: 'validation', message: 'Please check the highlighted fields.', fields: [{ field: 'password', message }] },
    });
    const { user } = renderRoute(signUpRoute, { path: '/create-account' });
    await user.type(screen.getByLabelText(fieldLabel('Name')), 'Asha Rao');
    await user.type(screen.getByLabelText(fieldLabel('Phone')), '9820098200');
    await user.type(screen.getByLabelText(fieldLabel('Password')), 'india@123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText(fieldLabel('Password'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby') ?? '').not.toBe('');
    expect(api.posts().map((request) => request.url)).toEqual(['/api/auth/sign-up']);
  });

  it('is never ticked as fine by the hint: the tick is for the length, and the hint says the other rule', async () => {
    const { user } = renderRoute(signUpRoute, { path: '/create-account' });
    const password = screen.getByLabelText(fieldLabel('Password'));
    expect(screen.getByText('At least 8 characters (8 more), and not a common password, your name or your phone number')).toBeInTheDocument();
    await user.type(password, 'partybox');
    expect(screen.getByText('8 characters ✓ Also not a common password, your name or your phone number')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { blankPasswordMessage, validateResetPassword, validateSignUp } from '../accounts';
import { passwordStrengthProblem } from '../password-strength';

/** As the API validates: with the strength check. */
const signUp = (password: string, name = 'Asha Rao') => validateSignUp({ name, phone: '9820098200', password }, passwordStrengthProblem);
const reset = (password: string) => validateResetPassword({ phone: '9820098200', code: '123456', password }, passwordStrengthProblem);
const tooEasy = expect.stringMatching(
  /^This password is too easy to guess[:.].* Use three or four words nobody would put together, or a longer mix of words, digits and symbols\.$/,
);

describe('new passwords', () => {
  it('still need 8 characters, and a few unusual words will do', () => {
    expect(signUp('seven77')).toEqual({ ok: false, errors: [{ field: 'password', message: 'Use at least 8 characters' }] });
    expect(signUp('balloons and cake').ok).toBe(true);
    expect(reset('monsoon kite').ok).toBe(true);
  });

  it('refuses only spaces, whatever their number', () => {
    for (const password of ['        ', '            \t ']) {
      expect(signUp(password)).toEqual({ ok: false, errors: [{ field: 'password', message: blankPasswordMessage }] });
      expect(reset(password)).toEqual({ ok: false, errors: [{ field: 'password', message: blankPasswordMessage }] });
    }
  });

  it('refuses passwords easy to guess (common ones, Indian words, the shop’s name, sequences), saying what to do instead', () => {
    for (const password of ['abc12345', 'india@123', 'admin123', 'partybox', '87654321', 'india123', 'password', 'PassWord', 'iloveyou', 'qwertyuiop']) {
      expect(signUp(password), password).toEqual({ ok: false, errors: [{ field: 'password', message: tooEasy }] });
      expect(reset(password), password).toEqual({ ok: false, errors: [{ field: 'password', message: tooEasy }] });
    }
    expect(passwordStrengthProblem('india@123')).toBe(
      'This password is too easy to guess: this is a commonly used password. Use three or four words nobody would put together, or a longer mix of words, digits and symbols.',
    );
    const both = validateSignUp({ name: '', phone: '9820098200', password: 'password' }, passwordStrengthProblem);
    expect(both.ok ? [] : both.errors.map((e) => e.field)).toEqual(['name', 'password']);
  });

  it("refuses a password made of the account's own name or phone", () => {
    expect(signUp('9820098200x').ok).toBe(false);
    expect(signUp('ashmita kapoor 1', 'Ashmita Kapoor').ok).toBe(false);
  });

  it('without the strength check (the storefront’s forms) keeps the cheap rules only: the API answers the rest', () => {
    expect(validateSignUp({ name: 'Asha', phone: '9820098200', password: 'partybox' }).ok).toBe(true);
    expect(validateSignUp({ name: 'Asha', phone: '9820098200', password: '        ' }).ok).toBe(false);
  });
});

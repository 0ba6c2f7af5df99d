import { describe, expect, it } from 'vitest';
import { blankPasswordMessage, commonPasswordMessage, validateResetPassword, validateSignUp } from '../accounts';

const signUp = (password: string) => validateSignUp({ name: 'Asha', phone: '9820098200', password });
const reset = (password: string) => validateResetPassword({ phone: '9820098200', code: '123456', password });

describe('new passwords', () => {
  it('still need 8 characters, and any 8 that are not among the common ones will do', () => {
    expect(signUp('seven77')).toEqual({ ok: false, errors: [{ field: 'password', message: 'Use at least 8 characters' }] });
    expect(signUp('party time').ok).toBe(true);
    expect(reset('chai at 4').ok).toBe(true);
  });

  it('refuses only spaces, whatever their number', () => {
    for (const password of ['        ', '            \t ']) {
      expect(signUp(password)).toEqual({ ok: false, errors: [{ field: 'password', message: blankPasswordMessage }] });
      expect(reset(password)).toEqual({ ok: false, errors: [{ field: 'password', message: blankPasswordMessage }] });
    }
  });

  it('refuses the most common passwords in any letter case, beside the other fields’ problems', () => {
    for (const password of ['password', 'PassWord', '12345678', 'iloveyou', 'qwertyuiop']) {
      expect(signUp(password)).toEqual({ ok: false, errors: [{ field: 'password', message: commonPasswordMessage }] });
      expect(reset(password)).toEqual({ ok: false, errors: [{ field: 'password', message: commonPasswordMessage }] });
    }
    const both = validateSignUp({ name: '', phone: '9820098200', password: 'password' });
    expect(both.ok ? [] : both.errors.map((e) => e.field)).toEqual(['name', 'password']);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { optionalNumber, optionalText, saveFailureMessage, withoutEmpty } from '../request-values';

describe('request values', () => {
  it('trims optional text and leaves out what is blank', () => {
    expect(optionalText('  Rooftop ')).toBe('Rooftop');
    expect(optionalText('   ')).toBeUndefined();
  });

  it('turns number fields into numbers, blank into nothing, and keeps anything else for validation to report', () => {
    expect(optionalNumber(' 25 ')).toBe(25);
    expect(optionalNumber('')).toBeUndefined();
    expect(optionalNumber('lots')).toBe('lots');
  });

  it('leaves undefined entries out', () => {
    expect(withoutEmpty({ a: 1, b: undefined, c: '' })).toEqual({ a: 1, c: '' });
  });
});

describe('saveFailureMessage', () => {
  it('says what failed, then the API’s explanation and messages about fields the form does not show', () => {
    const error = new ApiError(400, 'Please check the highlighted fields.', [
      { field: 'email', message: 'Enter a valid e-mail address' },
      { field: 'themeId', message: 'Choose a theme from the catalog' },
    ]);
    expect(saveFailureMessage('Failed to save.', error, ['email'])).toBe(
      'Failed to save. Please check the highlighted fields. Choose a theme from the catalog',
    );
  });
});

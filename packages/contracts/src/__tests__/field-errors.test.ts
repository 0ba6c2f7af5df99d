import { describe, expect, it } from 'vitest';
import { validateCheckoutCreate } from '../checkout';
import { excerpt } from '../index';

describe('excerpt', () => {
  it('quotes at most 40 characters of client input and escapes what could break out of a message', () => {
    expect(excerpt('x'.repeat(5000))).toBe(`${'x'.repeat(40)}…`);
    expect(excerpt('<script>"\n')).toBe('\\u003cscript\\u003e\\u0022\\u000a');
    expect(excerpt('neonSign')).toBe('neonSign');
  });
});

describe('field errors', () => {
  it('names an unknown field by a short excerpt, never the whole input', () => {
    const result = validateCheckoutCreate({ lines: [], ['k'.repeat(3000)]: 1 });
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((error) => error.field);
    expect(fields).toContain(`${'k'.repeat(40)}…`);
  });

  it('says more than 20 cart lines is too many, not an empty cart', () => {
    const line = { themeId: 'glow', addons: [], quantity: 1 };
    const result = validateCheckoutCreate({ lines: Array.from({ length: 21 }, () => line) });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'lines', message: 'An order can hold up to 20 different party boxes: place the rest as a second order' },
    ]);
  });
});

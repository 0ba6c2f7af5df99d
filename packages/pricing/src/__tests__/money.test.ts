import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assertRupees, formatInr, formatInrAscii, formatUsd, fromPaise, InvalidAmountError, toPaise, withAsciiRupees } from '../index';

describe('formatInr', () => {
  it('groups thousands the Indian way with a rupee sign and no paise', () => {
    expect(formatInr(14999)).toBe('₹14,999');
    expect(formatInr(149999)).toBe('₹1,49,999');
    expect(formatInr(199)).toBe('₹199');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(10000000)).toBe('₹1,00,00,000');
  });

  it('refuses fractional, negative and non-numeric amounts', () => {
    expect(() => formatInr(14.5)).toThrow(InvalidAmountError);
    expect(() => formatInr(-1)).toThrow(/whole, non-negative/);
    expect(() => formatInr(Number.NaN)).toThrow(InvalidAmountError);
  });

  it('keeps every digit of the amount, in order, for any whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const text = formatInr(amount);
        expect(text.startsWith('₹')).toBe(true);
        expect(text.replace(/[₹,]/g, '')).toBe(String(amount));
      }),
    );
  });

  it('puts a comma after the last three digits and then every two, as en-IN does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 10 ** 12 }), (amount) => {
        const groups = formatInr(amount).slice(1).split(',');
        expect(groups.at(-1)).toHaveLength(3);
        for (const middle of groups.slice(1, -1)) expect(middle).toHaveLength(2);
      }),
    );
  });
});

describe('formatUsd', () => {
  it('formats whole dollars', () => {
    expect(formatUsd(199)).toBe('$199');
    expect(formatUsd(1999)).toBe('$1,999');
  });
});

describe('assertRupees', () => {
  it('names the value that is wrong', () => {
    expect(() => assertRupees(1.5, 'base price')).toThrow('base price must be a whole, non-negative number of rupees; got 1.5');
  });
});

describe('withAsciiRupees', () => {
  it("says a text's amounts the texts' way, and leaves a ₹ that is no amount alone", () => {
    expect(withAsciiRupees(`cake message now "Happy 7th"; ${formatInr(1200)} more to pay here: https://rzp.io/i/x`)).toBe(
      'cake message now "Happy 7th"; Rs. 1,200 more to pay here: https://rzp.io/i/x',
    );
    expect(withAsciiRupees(`${formatInr(149999)} and ${formatInr(5)} back`)).toBe('Rs. 1,49,999 and Rs. 5 back');
    expect(withAsciiRupees('prices in ₹ only')).toBe('prices in ₹ only');
  });
});

describe('formatInrAscii', () => {
  it('writes rupees as "Rs." with Indian grouping, in plain ASCII for one-segment text messages', () => {
    expect(formatInrAscii(15198)).toBe('Rs. 15,198');
    expect(formatInrAscii(149999)).toBe('Rs. 1,49,999');
    expect(formatInrAscii(0)).toBe('Rs. 0');
    expect(formatInrAscii(3174400)).toMatch(/^[\x20-\x7e]+$/);
  });

  it('refuses what is not whole rupees', () => {
    expect(() => formatInrAscii(1.5)).toThrow(InvalidAmountError);
  });
});

describe('toPaise and fromPaise', () => {
  it('turn whole rupees into the paise the gateway counts and back', () => {
    expect(toPaise(15198)).toBe(1519800);
    expect(fromPaise(1519800)).toBe(15198);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (rupees) => fromPaise(toPaise(rupees)) === rupees));
  });

  it('refuse a fractional rupee amount rather than send the gateway a fraction of a paisa', () => {
    expect(() => toPaise(10.5)).toThrow(InvalidAmountError);
  });

  it('round paise to the nearest rupee', () => {
    expect(fromPaise(19950)).toBe(200);
    expect(fromPaise(19949)).toBe(199);
  });
});

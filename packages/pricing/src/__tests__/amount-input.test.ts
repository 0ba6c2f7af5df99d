import { describe, expect, it } from 'vitest';
import { parseRupees, rupeesProblem } from '../amount-input';

describe('parseRupees', () => {
  it.each([
    ['1499', 1499],
    [' 1499 ', 1499],
    ['1,499', 1499],
    ['₹1,499', 1499],
    ['₹ 1,49,999', 149999],
    ['1,00,00,000', 10000000],
    ['Rs. 550', 550],
    ['INR 2,500', 2500],
    ['1,550.00', 1550],
    ['99', 99],
  ])('reads %j as %i rupees', (typed, rupees) => {
    expect(parseRupees(typed, 'Refund amount')).toEqual({ ok: true, rupees });
  });

  it('says how to write an amount when commas are not in Indian groups', () => {
    expect(parseRupees('149,999', 'Refund amount')).toEqual({
      ok: false,
      message: 'Refund amount: "149,999" is not an amount in rupees; write it like 1,499 or ₹1,49,999; commas go in Indian groups, like 1,49,999',
    });
    expect(parseRupees('1,4,99', 'Refund amount').ok).toBe(false);
    expect(parseRupees('1499,', 'Refund amount').ok).toBe(false);
  });

  it('refuses paise, words, a negative amount, nothing and zero, naming the field', () => {
    expect(parseRupees('1499.50', 'Refund amount')).toEqual({ ok: false, message: 'Refund amount: "1499.50" is not whole rupees; leave out the paise' });
    expect(parseRupees('fifteen hundred', 'Refund amount')).toEqual({
      ok: false,
      message: 'Refund amount: "fifteen hundred" is not an amount in rupees; write it like 1,499 or ₹1,49,999',
    });
    expect(parseRupees('-500', 'Refund amount')).toEqual({ ok: false, message: 'Refund amount: must be at least ₹1' });
    expect(parseRupees('   ', 'Refund amount')).toEqual({ ok: false, message: 'Refund amount: enter an amount in rupees, like 1,499' });
    expect(parseRupees('0', 'Refund amount')).toEqual({ ok: false, message: 'Refund amount: must be at least ₹1' });
    expect(parseRupees('0', 'Cash collected', 0)).toEqual({ ok: true, rupees: 0 });
    expect(parseRupees('99999999999999999', 'Refund amount')).toEqual({ ok: false, message: 'Refund amount: 100000000000000000 is too large an amount' });
  });
});

describe('rupeesProblem', () => {
  it('accepts whole rupees from the minimum and names the field for anything else', () => {
    expect(rupeesProblem(1499, 'amount')).toBeUndefined();
    expect(rupeesProblem(14.5, 'amount')).toBe('amount: 14.5 is not whole rupees; leave out the paise');
    expect(rupeesProblem(0, 'amount')).toBe('amount: must be at least ₹1');
    expect(rupeesProblem('1499', 'amount')).toBe('amount: enter an amount in rupees, like 1,499');
  });
});

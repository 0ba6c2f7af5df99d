import { describe, expect, it } from 'vitest';
import { quantityProblem } from '../api/quantity-problem';

describe('quantityProblem', () => {
  it('takes 1 to 20 boxes', () => {
    expect(quantityProblem('1')).toBeUndefined();
    expect(quantityProblem('20')).toBeUndefined();
  });

  it('says above 20 that the shop takes at most 20 of one box, and to call', () => {
    expect(quantityProblem('21')).toBe('At most 20 of one box; call us for more');
    expect(quantityProblem('25')).toBe('At most 20 of one box; call us for more');
  });

  it('says below 1 to use Remove', () => {
    expect(quantityProblem('0')).toBe('At least 1 box; use Remove to take it out of the cart');
  });

  it('asks for a whole number for anything else', () => {
    expect(quantityProblem('2.5')).toBe('Enter a whole number of boxes, from 1 to 20');
    expect(quantityProblem('-3')).toBe('Enter a whole number of boxes, from 1 to 20');
  });
});

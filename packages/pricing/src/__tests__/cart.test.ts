import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals, InvalidQuantityError, lineTotal } from '../index';

const lines = fc.array(fc.record({ unitPrice: fc.integer({ min: 0, max: 50_000 }), quantity: fc.integer({ min: 1, max: 50 }) }), { maxLength: 20 });

describe('cartTotals', () => {
  it('charges no shipping on an empty cart', () => {
    expect(cartTotals([], 199)).toEqual({ itemCount: 0, subtotal: 0, shipping: 0, total: 0 });
  });

  it('adds lines times quantities and a flat 199 shipping', () => {
    const totals = cartTotals(
      [
        { unitPrice: 4999, quantity: 1 },
        { unitPrice: 3999, quantity: 2 },
      ],
      199,
    );
    expect(totals).toEqual({ itemCount: 3, subtotal: 12997, shipping: 199, total: 13196 });
  });

  it('refuses a quantity below 1 or a fractional quantity', () => {
    expect(() => cartTotals([{ unitPrice: 100, quantity: 0 }], 199)).toThrow(InvalidQuantityError);
    expect(() => lineTotal({ unitPrice: 100, quantity: 1.5 })).toThrow(/at least 1/);
  });

  it('has a total equal to subtotal plus shipping, with shipping only when there is a line', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 1000 }), (cart, fee) => {
        const totals = cartTotals(cart, fee);
        expect(totals.shipping).toBe(cart.length > 0 ? fee : 0);
        expect(totals.total).toBe(totals.subtotal + totals.shipping);
        expect(totals.subtotal).toBe(cart.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0));
        expect(totals.itemCount).toBe(cart.reduce((sum, line) => sum + line.quantity, 0));
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(lines, (cart) => {
        expect(cartTotals([...cart].reverse(), 199)).toEqual(cartTotals(cart, 199));
      }),
    );
  });
});

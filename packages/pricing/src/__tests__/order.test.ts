import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTotals } from '../index';

const glowLights = { key: 'ledFairyLights', price: 299 };
const glowSticks = { key: 'printedThankCards', price: 150 };

describe('orderTotals', () => {
  it('charges nothing, not even shipping, for an empty order', () => {
    expect(orderTotals([], [], 199)).toEqual({ boxes: [], extrasPrice: 0, itemCount: 0, subtotal: 0, shipping: 0, total: 0 });
  });

  it('prices each box as base plus its add-ons, times its quantity, plus flat shipping', () => {
    const totals = orderTotals([{ basePrice: 11999, addons: [glowLights, glowSticks], quantity: 2 }], [], 199);
    expect(totals.boxes).toEqual([{ basePrice: 11999, addonsPrice: 449, unitPrice: 12448, lineTotal: 24896 }]);
    expect(totals).toMatchObject({ itemCount: 2, subtotal: 24896, shipping: 199, total: 25095 });
  });

  it('charges the extras once per order, whatever the quantities', () => {
    const totals = orderTotals([{ basePrice: 7999, addons: [], quantity: 3 }], [{ key: 'dessertTable', price: 599 }], 199);
    expect(totals).toMatchObject({ extrasPrice: 599, subtotal: 3 * 7999 + 599, total: 3 * 7999 + 599 + 199 });
  });

  it('charges shipping for an order of extras alone', () => {
    expect(orderTotals([], [{ key: 'nameBanner', price: 250 }], 199)).toMatchObject({ subtotal: 250, shipping: 199, total: 449 });
  });

  it('always adds up: the lines and the extras make the subtotal, and subtotal plus shipping the total', () => {
    const addon = fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd'), price: fc.integer({ min: 0, max: 5000 }) });
    const box = fc.record({
      basePrice: fc.integer({ min: 0, max: 200_000 }),
      addons: fc.uniqueArray(addon, { selector: (a) => a.key, maxLength: 4 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(box, { maxLength: 20 }), fc.uniqueArray(addon, { selector: (a) => a.key, maxLength: 4 }), (boxes, extras) => {
        const totals = orderTotals(boxes, extras, 199);
        const lines = totals.boxes.reduce((sum, b) => sum + b.lineTotal, 0);
        expect(totals.subtotal).toBe(lines + totals.extrasPrice);
        expect(totals.total).toBe(totals.subtotal + totals.shipping);
        totals.boxes.forEach((b, i) => expect(b.lineTotal).toBe((b.basePrice + b.addonsPrice) * boxes[i]!.quantity));
      }),
    );
  });
});

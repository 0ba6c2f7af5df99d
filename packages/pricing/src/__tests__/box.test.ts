import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addonSubtotal, boxTotal, UnknownAddonError, type ChargedAddon } from '../index';

const offered: ChargedAddon[] = [
  { key: 'cupcakeToppers', price: 399 },
  { key: 'customWelcomeBoard', price: 500 },
  { key: 'neonSign', price: 1550 },
];

const addonLists = fc.uniqueArray(fc.record({ key: fc.string({ minLength: 1, maxLength: 12 }), price: fc.integer({ min: 0, max: 100_000 }) }), {
  selector: (addon) => addon.key,
  maxLength: 12,
});

describe('boxTotal', () => {
  it('is the base price alone when nothing is selected', () => {
    expect(boxTotal(14999, offered, [])).toEqual({ base: 14999, addons: 0, total: 14999 });
  });

  it('adds the charged price of each selected add-on', () => {
    expect(boxTotal(14999, offered, ['cupcakeToppers', 'neonSign'])).toEqual({ base: 14999, addons: 1949, total: 16948 });
  });

  it('counts an add-on selected twice only once', () => {
    expect(boxTotal(1999, offered, ['neonSign', 'neonSign']).addons).toBe(1550);
  });

  it('refuses an add-on the box does not offer, naming it', () => {
    expect(() => boxTotal(1999, offered, ['glitter'])).toThrow(UnknownAddonError);
    expect(() => boxTotal(1999, offered, ['glitter'])).toThrow(/unknown add-on "glitter"/);
  });

  it('refuses a fractional base price', () => {
    expect(() => boxTotal(19.99, offered, [])).toThrow(/base price/);
  });

  it('always equals base plus the add-on subtotal, whatever the selection order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), addonLists, fc.func(fc.boolean()), (base, addons, pick) => {
        const selected = addons.filter((addon) => pick(addon.key)).map((addon) => addon.key);
        const forward = boxTotal(base, addons, selected);
        const backward = boxTotal(base, addons, [...selected].reverse());
        expect(forward).toEqual(backward);
        expect(forward.total).toBe(forward.base + forward.addons);
        expect(forward.addons).toBe(addons.filter((a) => selected.includes(a.key)).reduce((s, a) => s + a.price, 0));
      }),
    );
  });

  it('never decreases when one more add-on is selected', () => {
    fc.assert(
      fc.property(
        addonLists.filter((list) => list.length > 0),
        fc.nat(),
        (addons, index) => {
          const extra = addons[index % addons.length]!;
          const rest = addons.filter((addon) => addon !== extra).map((addon) => addon.key);
          const without = boxTotal(100, addons, rest).total;
          expect(boxTotal(100, addons, [...rest, extra.key]).total).toBe(without + extra.price);
        },
      ),
    );
  });
});

describe('addonSubtotal', () => {
  it('is the sum of the selected add-ons only (the generic /addon page total)', () => {
    expect(addonSubtotal(offered, [])).toBe(0);
    expect(addonSubtotal(offered, ['customWelcomeBoard'])).toBe(500);
    expect(
      addonSubtotal(
        offered,
        offered.map((addon) => addon.key),
      ),
    ).toBe(2449);
  });
});

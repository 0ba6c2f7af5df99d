import { describe, expect, it } from 'vitest';
import { validateCheckoutComplete, validateCheckoutCreate, validateCheckoutPatch } from '../checkout';
import type { RuleContext } from '../index';

const context: RuleContext = {
  today: '2026-11-21',
  leadTimeDays: 5,
  deliveryArea: { city: 'Mumbai', pincodeRanges: [{ from: '400001', to: '400107' }] },
};

const delivery = {
  fullName: 'Asha Rao',
  phone: '9820098200',
  addressLine1: '12 Hill Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  deliveryDate: '2026-12-05',
  deliverySlot: 'midday',
};

describe('validateCheckoutCreate', () => {
  it('accepts cart lines with the same rules as the cart', () => {
    const body = { lines: [{ themeId: 'jungle-safari', addons: ['balloons'], quantity: 2 }] };
    expect(validateCheckoutCreate(body)).toEqual({ ok: true, value: body });
  });

  it('refuses an empty cart with the cart message', () => {
    expect(validateCheckoutCreate({ lines: [] })).toEqual({ ok: false, errors: [{ field: 'lines', message: 'Your cart is empty: add a party box first' }] });
  });

  it('refuses a zero quantity and a repeated add-on, naming the line', () => {
    const bad = validateCheckoutCreate({ lines: [{ themeId: 'superhero', addons: ['a', 'a'], quantity: 0 }] });
    expect(bad.ok ? [] : bad.errors).toEqual([
      { field: 'lines[0].addons', message: 'Choose add-ons from the theme page' },
      { field: 'lines[0].quantity', message: 'Quantity must be a whole number from 1 to 20' },
    ]);
  });
});

describe('validateCheckoutPatch', () => {
  it('accepts a delivery step against a version', () => {
    expect(validateCheckoutPatch({ version: 3, delivery }, context)).toEqual({ ok: true, value: { version: 3, delivery } });
  });

  it('names the problems of each step by step and field, schema and rules together', () => {
    const result = validateCheckoutPatch(
      {
        version: 1,
        delivery: { ...delivery, pincode: '110001', phone: '5820098200' },
        customization: { name: 'Asha', phone: '9820098200', email: 'a@b.co', eventDate: '2026-11-22' },
        payment: { method: 'netbanking' },
      },
      context,
    );
    expect(result.ok).toBe(false);
    const fields = result.ok ? [] : result.errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['delivery.phone', 'delivery.pincode', 'customization.eventDate', 'payment.bank']));
    expect(result.ok ? undefined : result.errors.find((error) => error.field === 'delivery.phone')?.message).toBe(
      'Enter a 10-digit mobile number, like 98200 98200',
    );
  });

  it('needs a delivery date and slot in the delivery step, naming each field', () => {
    const { deliveryDate: _date, deliverySlot: _slot, ...withoutChoice } = delivery;
    expect(validateCheckoutPatch({ version: 1, delivery: withoutChoice }, context)).toEqual({
      ok: false,
      errors: [
        { field: 'delivery.deliveryDate', message: 'Choose a delivery date on the calendar' },
        { field: 'delivery.deliverySlot', message: 'Choose a delivery time slot' },
      ],
    });
  });

  it('needs the version the client last saw', () => {
    expect(validateCheckoutPatch({ delivery }, context)).toEqual({ ok: false, errors: [{ field: 'version', message: 'Reload the checkout and try again' }] });
  });
});

describe('validateCheckoutComplete', () => {
  it('needs the total the customer was shown, in whole rupees', () => {
    expect(validateCheckoutComplete({ total: 12.5 }).ok).toBe(false);
    expect(validateCheckoutComplete({ total: 4999, payment: { method: 'cod' } })).toEqual({ ok: true, value: { total: 4999, payment: { method: 'cod' } } });
  });
});

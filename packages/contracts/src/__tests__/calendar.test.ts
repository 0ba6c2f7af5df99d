import { describe, expect, it } from 'vitest';
import { validateCalendarDayChange } from '../calendar';

describe('validateCalendarDayChange', () => {
  it('accepts blocking a day with a reason, unblocking it, and setting or clearing its capacity', () => {
    for (const change of [{ blocked: { reason: 'Fully booked for Diwali' } }, { blocked: null }, { capacity: 6 }, { capacity: null, blocked: null }]) {
      expect(validateCalendarDayChange(change)).toEqual({ ok: true, value: change });
    }
  });

  it('refuses a block without a reason and a capacity that is not a whole number of orders, naming the field', () => {
    expect(validateCalendarDayChange({ blocked: { reason: ' ' } })).toEqual({
      ok: false,
      errors: [{ field: 'blocked.reason', message: 'Give the reason customers will read, in up to 80 characters' }],
    });
    expect(validateCalendarDayChange({ capacity: 2.5 })).toEqual({
      ok: false,
      errors: [{ field: 'capacity', message: "The capacity must be a whole number of orders from 0 to 500, or empty for the catalog's" }],
    });
  });

  it('refuses an empty change', () => {
    expect(validateCalendarDayChange({})).toEqual({ ok: false, errors: [{ field: '', message: 'Block or unblock the day, or set its capacity' }] });
  });
});

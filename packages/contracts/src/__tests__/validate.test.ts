import { describe, expect, it } from 'vitest';
import {
  validateContact,
  validateCustomization,
  validateDelivery,
  validateSubscription,
  validateSuggestion,
  replyContactRequiredMessage,
  type RuleContext,
} from '../index';

const context: RuleContext = {
  today: '2026-11-21',
  leadTimeDays: 5,
  deliveryArea: { city: 'Mumbai', pincodeRanges: [{ from: '400001', to: '400107' }] },
};

const contact = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Do you deliver to Powai?' };

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(contact)).toEqual({ ok: true, value: contact });
  });

  it('names every missing or wrong field with a message the customer can act on', () => {
    const result = validateContact({ firstName: ' ', phone: '12345', email: 'asha@', message: '' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'lastName', message: 'Enter your last name' },
        { field: 'firstName', message: 'Enter your first name' },
        { field: 'phone', message: 'Enter a 10-digit mobile number, like 98200 98200' },
        { field: 'email', message: 'Enter a valid e-mail address, like name@example.com' },
        { field: 'message', message: 'Write your message (up to 2,000 characters)' },
      ],
    });
  });

  it('says a name is too long, not missing, when it is over its limit', () => {
    const result = validateContact({ ...contact, firstName: 'A'.repeat(90) });
    expect(result.ok ? [] : result.errors).toEqual([{ field: 'firstName', message: 'First name can be at most 60 characters' }]);
  });

  it('refuses a phone written as a number, with +91, or with 11 digits', () => {
    for (const phone of [9820098200, '+919820098200', '98200982001', '1820098200']) {
      const result = validateContact({ ...contact, phone });
      expect(result.ok ? [] : result.errors.map((e) => e.field), String(phone)).toEqual(['phone']);
    }
  });

  it('refuses fields that are not part of the form', () => {
    const result = validateContact({ ...contact, admin: true });
    expect(result).toEqual({ ok: false, errors: [{ field: 'admin', message: '"admin" is not a field of this form' }] });
  });
});

const customization = { name: 'Asha', phone: '9820098200', email: 'asha@example.com', eventDate: '2026-11-26' };

describe('validateCustomization', () => {
  it('accepts an event exactly the lead time ahead', () => {
    expect(validateCustomization(customization, context).ok).toBe(true);
  });

  it('refuses an event sooner than the lead time, saying the first date that works', () => {
    expect(validateCustomization({ ...customization, eventDate: '2026-11-25' }, context)).toEqual({
      ok: false,
      errors: [{ field: 'eventDate', message: 'Choose 26 November 2026 or later: we need 5 days to prepare your party box' }],
    });
  });

  it('refuses an impossible date and a date more than a year ahead', () => {
    const impossible = validateCustomization({ ...customization, eventDate: '2027-02-30' }, context);
    expect(impossible.ok ? '' : impossible.errors[0]?.message).toBe('Choose a real calendar date');
    const far = validateCustomization({ ...customization, eventDate: '2028-01-01' }, context);
    expect(far.ok ? '' : far.errors[0]?.message).toBe('Choose a date within the next year');
  });

  it('reports a too-early date together with the other problems, not after them', () => {
    const result = validateCustomization({ ...customization, eventDate: '2026-11-23', guestCount: -3 }, context);
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'guestCount', message: 'Guest count must be a whole number from 0 to 1000' },
      { field: 'eventDate', message: 'Choose 26 November 2026 or later: we need 5 days to prepare your party box' },
    ]);
  });

  it('checks numbers, time and venue type', () => {
    const result = validateCustomization({ ...customization, guestCount: -1, age: 2.5, eventTime: '25:00', venueType: 'Moon' }, context);
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'age', message: 'Age must be a whole number from 0 to 120' },
      { field: 'eventTime', message: 'Choose a time, like 17:30' },
      { field: 'venueType', message: 'Choose a venue type from the list' },
      { field: 'guestCount', message: 'Guest count must be a whole number from 0 to 1000' },
    ]);
  });
});

const delivery = {
  fullName: 'Asha Rao',
  phone: '9820098200',
  addressLine1: '12 Hill Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  country: 'India',
};

describe('validateDelivery', () => {
  it('accepts an address inside the delivery area, with or without an e-mail', () => {
    expect(validateDelivery(delivery, context).ok).toBe(true);
    expect(validateDelivery({ ...delivery, email: '' }, context).ok).toBe(true);
  });

  it('refuses a PIN code outside the delivery area, naming the area', () => {
    expect(validateDelivery({ ...delivery, pincode: '411001' }, context)).toEqual({
      ok: false,
      errors: [{ field: 'pincode', message: 'We deliver only within Mumbai (PIN codes 400001–400107)' }],
    });
  });

  it('reports a PIN code outside the area together with other problems', () => {
    const result = validateDelivery({ ...delivery, fullName: '', pincode: '560001' }, context);
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(['fullName', 'pincode']);
  });

  it('needs name, phone, address line 1, city, state and a 6-digit PIN code', () => {
    const result = validateDelivery({ pincode: '4000' }, context);
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(['fullName', 'phone', 'addressLine1', 'city', 'state', 'pincode']);
  });
});

describe('validateSuggestion and validateSubscription', () => {
  it('needs a theme name and a name, and checks a given date', () => {
    expect(validateSuggestion({ themeName: 'Cricket', guestName: 'Asha', phone: '9820098200' }, context).ok).toBe(true);
    const early = validateSuggestion({ themeName: 'Cricket', guestName: 'Asha', email: 'asha@example.com', eventDate: '2026-11-22' }, context);
    expect(early.ok ? [] : early.errors.map((e) => e.field)).toEqual(['eventDate']);
    const empty = validateSuggestion({}, context);
    expect(empty.ok ? [] : empty.errors.map((e) => e.field)).toEqual(['themeName', 'guestName', 'phone']);
  });

  it('needs a phone number or an e-mail address to reply to a suggestion', () => {
    const noContact = validateSuggestion({ themeName: 'Cricket', guestName: 'Asha', email: ' ' }, context);
    expect(noContact.ok ? [] : noContact.errors).toContainEqual({ field: 'phone', message: replyContactRequiredMessage });
    expect(validateSuggestion({ themeName: 'Cricket', guestName: 'Asha', email: 'asha@example.com' }, context).ok).toBe(true);
  });

  it('needs a valid e-mail to subscribe', () => {
    expect(validateSubscription({ email: 'asha@example.com' }).ok).toBe(true);
    expect(validateSubscription({ email: 'asha' })).toEqual({
      ok: false,
      errors: [{ field: 'email', message: 'Enter a valid e-mail address, like name@example.com' }],
    });
  });
});

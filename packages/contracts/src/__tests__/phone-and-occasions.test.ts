import { describe, expect, it } from 'vitest';
import { e164Phone, initialPaymentStatus, localPhone, normalisePhone, occasionChoices, occasionNamed, paymentMethods, validateContact } from '../index';

describe('e164Phone and localPhone', () => {
  it('puts the +91 on a 10-digit number and takes it off again', () => {
    expect(e164Phone('9820098200')).toBe('+919820098200');
    expect(localPhone('+919820098200')).toBe('9820098200');
  });

  it('leaves a number without the Indian prefix as it stands', () => {
    expect(localPhone('+14155550100')).toBe('+14155550100');
  });
});

describe('normalisePhone', () => {
  it('reads the 10 digits out of what phones autofill and people type', () => {
    for (const typed of ['+919820098200', '+91 98200 98200', '098200 98200', '98200-98200', '919820098200', '(98200) 98200', '0091 98200 98200']) {
      expect(normalisePhone(typed), typed).toBe('9820098200');
    }
  });

  it('leaves anything that is not a 10-digit number for the field message to explain', () => {
    expect(normalisePhone('98200 9820')).toBe('982009820');
    expect(normalisePhone('+1 415 555 0100')).toBe('+14155550100');
  });

  it('gives the contact form a phone it accepts', () => {
    const contact = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', message: 'Hello' };
    expect(validateContact({ ...contact, phone: normalisePhone('+91 98200-98200') }).ok).toBe(true);
  });
});

describe('occasionChoices', () => {
  it("lists the listings first, then the custom form's own occasions, each once whatever its case", () => {
    expect(occasionChoices(['Birthday', 'Farewell', 'festival'])).toEqual([
      'Birthday',
      'Farewell',
      'festival',
      'Wedding',
      'Baby Shower',
      'Corporate Event',
      'Other',
    ]);
  });

  it('finds the canonical spelling of a chosen occasion, or nothing', () => {
    const choices = occasionChoices(['Casual Fun']);
    expect(occasionNamed(' casual fun ', choices)).toBe('Casual Fun');
    expect(occasionNamed('Picnic', choices)).toBeUndefined();
    expect(occasionNamed(null, choices)).toBeUndefined();
  });
});

describe('initialPaymentStatus', () => {
  it('starts cash on delivery as paid at the door and every other method as awaiting our payment link', () => {
    expect(paymentMethods.map(initialPaymentStatus)).toEqual([
      'awaiting-payment',
      'awaiting-payment',
      'awaiting-payment',
      'awaiting-payment',
      'pay-on-delivery',
    ]);
  });
});

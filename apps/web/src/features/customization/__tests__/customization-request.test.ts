import { describe, expect, it } from 'vitest';
import { customizationValuesOf, emptyCustomization, toCustomizationRequest } from '../api/customization-request';

const typed = {
  ...emptyCustomization,
  name: ' Asha ',
  phone: '98200 98200',
  email: 'asha@example.com',
  eventDate: '2030-01-10',
  age: '7',
  guestCount: '',
  venue: '  ',
};

describe('toCustomizationRequest', () => {
  it('trims text, converts numbers and leaves out empty optional fields', () => {
    expect(toCustomizationRequest(typed)).toEqual({ name: 'Asha', phone: '9820098200', email: 'asha@example.com', eventDate: '2030-01-10', age: 7 });
  });

  it('sends only the theme id for a catalog theme, and the occasion otherwise', () => {
    const withOccasion = { ...typed, occasion: 'Wedding', themeName: 'Boho' };
    expect(toCustomizationRequest(withOccasion, { themeIds: ['superhero'] })).not.toHaveProperty('occasion');
    expect(toCustomizationRequest(withOccasion, { themeIds: ['superhero'] })).toMatchObject({ themeIds: ['superhero'] });
    expect(toCustomizationRequest(withOccasion, { occasion: 'Birthday' })).toMatchObject({ occasion: 'Birthday', themeName: 'Boho' });
    expect(toCustomizationRequest(withOccasion)).toMatchObject({ occasion: 'Wedding' });
  });
});

describe('customizationValuesOf', () => {
  it('takes the saved known fields over the starting values, numbers as text', () => {
    const values = customizationValuesOf({ name: 'Ravi', guestCount: 30, unknown: 'x' }, { name: 'Asha', phone: '9820098200' });
    expect(values).toMatchObject({ name: 'Ravi', phone: '9820098200', guestCount: '30' });
    expect(values).not.toHaveProperty('unknown');
  });
});

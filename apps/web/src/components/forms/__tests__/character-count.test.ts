import { contactRequestSchema, customizationRequestSchema } from '@partybox/contracts';
import { describe, expect, it } from 'vitest';
import { characterCount } from '../character-count';
import { textLimits } from '../text-limits';

describe('characterCount', () => {
  it('shows nothing below 80% of the limit', () => {
    expect(characterCount('a'.repeat(1599), 2000)).toBeUndefined();
    expect(characterCount('', 60)).toBeUndefined();
  });

  it('shows the count against the limit from 80% of it, with thousands separators', () => {
    expect(characterCount('a'.repeat(1600), 2000)).toEqual({ text: '1,600 / 2,000', over: false });
    expect(characterCount('a'.repeat(1850), 2000)).toEqual({ text: '1,850 / 2,000', over: false });
    expect(characterCount('a'.repeat(48), 60)).toEqual({ text: '48 / 60', over: false });
  });

  it('at the limit is still within it', () => {
    expect(characterCount('a'.repeat(2000), 2000)).toEqual({ text: '2,000 / 2,000', over: false });
  });

  it('past the limit says by how many characters', () => {
    expect(characterCount('a'.repeat(5000), 2000)).toEqual({ text: '5,000 / 2,000: 3,000 characters too many', over: true });
    expect(characterCount('a'.repeat(61), 60)).toEqual({ text: '61 / 60: 1 character too many', over: true });
  });

  it('counts an emoji as one character, as the schema does', () => {
    expect(characterCount('🎂'.repeat(60), 60)).toEqual({ text: '60 / 60', over: false });
  });

  it('shows nothing for a field without a limit', () => {
    expect(characterCount('a'.repeat(5000), undefined)).toBeUndefined();
  });
});

describe('textLimits', () => {
  it("reads each field's limit from its request schema", () => {
    expect(textLimits(contactRequestSchema)).toMatchObject({ firstName: 60, email: 254, message: 2000 });
    expect(textLimits(customizationRequestSchema)).toMatchObject({ notes: 1000, cakeDetails: 300 });
    expect(textLimits(contactRequestSchema).phone).toBeUndefined();
  });
});

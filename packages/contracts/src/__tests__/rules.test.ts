import { describe, expect, it } from 'vitest';
import { addDays, earliestEventDate, indiaToday, isServiceablePincode, pincodeProblem } from '../index';

describe('dates in India', () => {
  it('takes today from the Asia/Kolkata calendar, not UTC', () => {
    expect(indiaToday(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(indiaToday(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-29', 5)).toBe('2027-01-03');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(earliestEventDate({ today: '2026-11-21', leadTimeDays: 5 })).toBe('2026-11-26');
  });
});

describe('the delivery area', () => {
  const area = {
    city: 'Mumbai',
    pincodeRanges: [
      { from: '400001', to: '400107' },
      { from: '401107', to: '401107' },
    ],
  };

  it('includes both ends of each range and nothing outside', () => {
    expect(['400001', '400107', '401107'].map((pin) => isServiceablePincode(area, pin))).toEqual([true, true, true]);
    expect(['400000', '400108', '401106', '40010', 'abcdef'].map((pin) => isServiceablePincode(area, pin))).toEqual([false, false, false, false, false]);
  });

  it('explains where we deliver', () => {
    expect(pincodeProblem('110001', area)).toBe('We deliver only within Mumbai (PIN codes 400001–400107, 401107)');
    expect(pincodeProblem('400050', area)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  cancelDeadlineDay,
  customerCancelDeadline,
  deliveryChoiceProblem,
  deliveryDays,
  deliveryLine,
  earliestDeliveryDate,
  formatCancelDeadline,
  type CalendarSettings,
  type CalendarState,
} from '../index';

// Thursday 26 November 2026; the shop delivers Tuesday to Sunday, three orders a day, two per slot.
const calendar: CalendarSettings = {
  leadTimeDays: 5,
  cutoffTime: '18:00',
  bookingWindowDays: 14,
  deliveryWeekdays: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  ordersPerDay: 3,
  holdMinutes: 10,
  slots: [
    { id: 'morning', label: '9 am-12 pm', start: '09:00', end: '12:00', capacity: 2 },
    { id: 'midday', label: '12-3 pm', start: '12:00', end: '15:00', capacity: 2 },
  ],
  blockedDates: [{ date: '2026-12-08', reason: 'Fully booked for Diwali' }],
};
const morning = new Date('2026-11-26T10:00:00+05:30');
const state = (extra: Partial<CalendarState> = {}): CalendarState => ({ calendar, now: morning, ...extra });
const statusOn = (days: ReturnType<typeof deliveryDays>, date: string) => days.find((day) => day.date === date);

describe('the earliest delivery date', () => {
  it('is the lead time after today in Mumbai, one day later once the cut-off has passed', () => {
    expect(earliestDeliveryDate(calendar, morning)).toBe('2026-12-01');
    expect(earliestDeliveryDate(calendar, new Date('2026-11-26T17:59:00+05:30'))).toBe('2026-12-01');
    expect(earliestDeliveryDate(calendar, new Date('2026-11-26T18:00:00+05:30'))).toBe('2026-12-02');
    // 20:00 UTC on the 25th is already 01:30 on the 26th in Mumbai.
    expect(earliestDeliveryDate(calendar, new Date('2026-11-25T20:00:00Z'))).toBe('2026-12-01');
  });
});

describe('the days a customer may choose', () => {
  it('covers today to the end of the booking window and says why each other day cannot be chosen', () => {
    const days = deliveryDays(state());
    expect(days.map((day) => day.date)).toEqual(days.map((_, i) => new Date(Date.UTC(2026, 10, 26 + i)).toISOString().slice(0, 10)));
    expect(days.at(-1)?.date).toBe('2026-12-10');
    expect(statusOn(days, '2026-11-30')).toMatchObject({ status: 'too-soon', reason: 'We need 5 days to make your box: the earliest delivery is Tue 1 Dec' });
    expect(statusOn(days, '2026-12-01')).toEqual({
      date: '2026-12-01',
      status: 'open',
      slots: [
        { id: 'morning', label: '9 am-12 pm', available: true },
        { id: 'midday', label: '12-3 pm', available: true },
      ],
    });
    expect(statusOn(days, '2026-12-07')).toMatchObject({ status: 'closed-weekday', reason: "We don't deliver on Mondays" });
    expect(statusOn(days, '2026-12-08')).toMatchObject({ status: 'blocked', reason: 'Fully booked for Diwali' });
  });

  it('greys out a day whose orders fill its capacity, and only the slot that is full on a day with room', () => {
    const days = deliveryDays(state({ bookings: { '2026-12-02': { morning: 2, midday: 1 }, '2026-12-03': { morning: 2 } } }));
    expect(statusOn(days, '2026-12-02')).toMatchObject({ status: 'full', reason: 'Fully booked' });
    expect(statusOn(days, '2026-12-02')?.slots.every((slot) => !slot.available)).toBe(true);
    expect(statusOn(days, '2026-12-03')).toMatchObject({
      status: 'open',
      slots: [
        { id: 'morning', available: false },
        { id: 'midday', available: true },
      ],
    });
  });

  it("applies an operator's block and capacity for one day over the catalog's", () => {
    const days = deliveryDays(
      state({ overrides: { '2026-12-04': { blockedReason: 'Team offsite' }, '2026-12-05': { capacity: 0 }, '2026-12-08': { capacity: 5 } } }),
    );
    expect(statusOn(days, '2026-12-04')).toMatchObject({ status: 'blocked', reason: 'Team offsite' });
    expect(statusOn(days, '2026-12-05')).toMatchObject({ status: 'full' });
    // A capacity override does not lift the catalog's block.
    expect(statusOn(days, '2026-12-08')).toMatchObject({ status: 'blocked', reason: 'Fully booked for Diwali' });
  });

  it('greys out the days after the party date', () => {
    const days = deliveryDays(state({ partyDate: '2026-12-03' }));
    expect(statusOn(days, '2026-12-03')?.status).toBe('open');
    expect(statusOn(days, '2026-12-04')).toMatchObject({ status: 'after-party-date', reason: 'After your party on Thu 3 Dec' });
  });
});

describe('the check of one choice', () => {
  const problem = (date: string, slot: string, extra: Partial<CalendarState> = {}) => deliveryChoiceProblem(state(extra), date, slot);

  it('accepts an open day and slot', () => {
    expect(problem('2026-12-01', 'midday')).toBeUndefined();
  });

  it('names the date when it is too soon, past the window, after the party, blocked, closed or full', () => {
    expect(problem('2026-11-30', 'midday')).toEqual({ field: 'deliveryDate', message: 'Choose Tue 1 Dec or later: we need 5 days to make your box' });
    expect(problem('2026-12-11', 'midday')).toEqual({ field: 'deliveryDate', message: 'Choose a date up to Thu 10 Dec: we take bookings 14 days ahead' });
    expect(problem('2026-12-04', 'midday', { partyDate: '2026-12-03' })).toEqual({
      field: 'deliveryDate',
      message: 'Choose a delivery date on or before your party on Thu 3 Dec',
    });
    expect(problem('2026-12-08', 'midday')).toEqual({ field: 'deliveryDate', message: 'Tue 8 Dec is not available: Fully booked for Diwali' });
    expect(problem('2026-12-07', 'midday')).toEqual({ field: 'deliveryDate', message: "We don't deliver on Mondays: choose another day" });
    expect(problem('2026-12-02', 'midday', { bookings: { '2026-12-02': { morning: 2, midday: 1 } } })).toEqual({
      field: 'deliveryDate',
      message: 'Wed 2 Dec is fully booked: choose another day',
    });
    expect(problem('2026-02-30', 'midday')).toEqual({ field: 'deliveryDate', message: 'Choose a delivery date on the calendar' });
  });

  it('names the slot when it is full or not one of the slots', () => {
    expect(problem('2026-12-03', 'morning', { bookings: { '2026-12-03': { morning: 2 } } })).toEqual({
      field: 'deliverySlot',
      message: 'The 9 am-12 pm slot on Thu 3 Dec is fully booked: choose another slot or day',
    });
    expect(problem('2026-12-03', 'night')).toEqual({ field: 'deliverySlot', message: 'Choose one of the delivery slots: 9 am-12 pm, 12-3 pm' });
  });

  it('moves the earliest date on once the cut-off has passed', () => {
    const evening = new Date('2026-11-26T18:05:00+05:30');
    expect(problem('2026-12-01', 'midday', { now: evening })).toEqual({
      field: 'deliveryDate',
      message: 'Choose Wed 2 Dec or later: we need 5 days to make your box',
    });
    expect(problem('2026-12-02', 'midday', { now: evening })).toBeUndefined();
  });
});

describe('what the texts and pages say', () => {
  it('writes the delivery in one short line, or says it is to be agreed for an order placed before the calendar', () => {
    expect(deliveryLine({ date: '2026-12-05', slotId: 'midday', label: '12-3 pm' })).toBe('Delivery Sat 5 Dec, 12-3 pm');
    expect(deliveryLine(undefined)).toBe('Delivery time to be agreed');
  });

  it('counts the cancel deadline back 48 hours from the delivery day, or the party date for an older order, and names the last minute', () => {
    const booked = { eventDate: '2026-12-06', deliverySlot: { date: '2026-12-05', slotId: 'midday', label: '12-3 pm' } };
    expect(cancelDeadlineDay(booked)).toBe('2026-12-05');
    expect(cancelDeadlineDay({ eventDate: '2026-12-06' })).toBe('2026-12-06');
    const deadline = customerCancelDeadline(cancelDeadlineDay(booked));
    expect(deadline.toISOString()).toBe('2026-12-02T18:30:00.000Z');
    expect(formatCancelDeadline(deadline)).toBe('until 11:59 pm on Wed 2 Dec');
    expect(formatCancelDeadline(new Date('2026-12-02T07:00:00Z'))).toBe('until 12:29 pm on Wed 2 Dec');
  });
});

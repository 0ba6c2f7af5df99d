import { describe, expect, it } from 'vitest';
import { bySlot, dayViewOf, dayViewRange, daysBetween } from '../api/day-view';

const order = (orderNumber: string, createdAt: string, slot?: { date: string; slotId: string; label: string }) => ({
  orderNumber,
  eventDate: '2026-12-06',
  createdAt,
  ...(slot && { deliverySlot: slot }),
});
const morning = { date: '2026-12-06', slotId: 'morning', label: '9-12 am' };
const noon = { date: '2026-12-06', slotId: 'noon', label: '12-3 pm' };
const evening = { date: '2026-12-06', slotId: 'evening', label: '3-6 pm' };

describe('the day views', () => {
  it('Today, Tomorrow and This week are one day, the next day and seven days from today', () => {
    expect(dayViewRange('today', '2026-12-31')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(dayViewRange('tomorrow', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(dayViewRange('week', '2026-12-31')).toEqual({ from: '2026-12-31', to: '2027-01-06' });
  });

  it('names the view the filters are, and none once anything else is filtered', () => {
    expect(dayViewOf({ from: '2026-12-01', to: '2026-12-01' }, '2026-12-01')).toBe('today');
    expect(dayViewOf({ from: '2026-12-01', to: '2026-12-07' }, '2026-12-01')).toBe('week');
    expect(dayViewOf({ from: '2026-12-01', to: '2026-12-01', status: 'placed' }, '2026-12-01')).toBeUndefined();
    expect(dayViewOf({ from: '2026-12-03', to: '2026-12-03' }, '2026-12-01')).toBeUndefined();
  });

  it('lists every day of a range, at most a month of them', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysBetween('2026-01-01', '2026-12-31')).toHaveLength(31);
  });
});

describe('orders by slot', () => {
  it('sorts by the calendar’s slot order (not the labels’ alphabet), then by time placed, with "to be agreed" last', () => {
    const orders = [
      order('PB-261201-AAAAA1', '2026-12-01T09:00:00Z'),
      order('PB-261201-AAAAA2', '2026-12-01T08:00:00Z', evening),
      order('PB-261201-AAAAA3', '2026-12-01T10:00:00Z', morning),
      order('PB-261201-AAAAA4', '2026-12-01T07:00:00Z', noon),
      order('PB-261201-AAAAA5', '2026-12-01T06:00:00Z', morning),
    ];
    expect(bySlot(orders, ['morning', 'noon', 'evening']).map((entry) => entry.orderNumber)).toEqual([
      'PB-261201-AAAAA5',
      'PB-261201-AAAAA3',
      'PB-261201-AAAAA4',
      'PB-261201-AAAAA2',
      'PB-261201-AAAAA1',
    ]);
  });

  it('puts an order on its slot’s day, which may come before the party’s date', () => {
    const early = order('PB-261201-AAAAA6', '2026-12-01T09:00:00Z', { ...evening, date: '2026-12-05' });
    const onTheDay = order('PB-261201-AAAAA7', '2026-12-01T08:00:00Z', morning);
    expect(bySlot([onTheDay, early], ['morning', 'evening']).map((entry) => entry.orderNumber)).toEqual(['PB-261201-AAAAA6', 'PB-261201-AAAAA7']);
  });
});

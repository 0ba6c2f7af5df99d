// The console's working views of the order list: Today, Tomorrow and This week (India's dates), each a range of
// delivery days in the list's query string, and the order the team works a day in: by slot, then by time placed.
import { addDays } from '@partybox/contracts';
import type { AdminOrderSummary } from '@partybox/contracts/operations';
import type { OrderFilters } from './order-filters';

export const dayViews = ['today', 'tomorrow', 'week'] as const;
export type DayView = (typeof dayViews)[number];

export const dayViewLabels: Record<DayView, string> = { today: 'Today', tomorrow: 'Tomorrow', week: 'This week' };

/** The days a view covers, from `today` (YYYY-MM-DD in India): one day, or seven from today. */
export function dayViewRange(view: DayView, today: string): { readonly from: string; readonly to: string } {
  if (view === 'today') return { from: today, to: today };
  if (view === 'tomorrow') return { from: addDays(today, 1), to: addDays(today, 1) };
  return { from: today, to: addDays(today, 6) };
}

/** The view whose days the filters are exactly (and nothing else set), if any. */
export function dayViewOf(filters: OrderFilters, today: string): DayView | undefined {
  const others = Object.keys(filters).filter((key) => key !== 'from' && key !== 'to');
  if (others.length > 0) return undefined;
  return dayViews.find((view) => {
    const range = dayViewRange(view, today);
    return filters.from === range.from && filters.to === range.to;
  });
}

/** Every day from `from` to `to`, inclusive (at most `limit`, so a wide range never draws a thousand headings). */
export function daysBetween(from: string, to: string, limit = 31): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < limit; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The day an order goes out on: its slot's date, else (no slot yet: to be agreed) its party's date. */
export function deliveryDayOf(order: Pick<AdminOrderSummary, 'eventDate' | 'deliverySlot'>): string {
  return order.deliverySlot?.date ?? order.eventDate;
}

/**
 * Orders in the order the team works them: by day, then by slot in the shop's slot order (`slotOrder`: the calendar's
 * slot ids, earliest first; a slot it does not list goes after those it does, by label), then by time placed; an order
 * whose slot is still to be agreed comes last in its day.
 */
export function bySlot<T extends Pick<AdminOrderSummary, 'eventDate' | 'deliverySlot' | 'createdAt' | 'orderNumber'>>(
  orders: readonly T[],
  slotOrder: readonly string[] = [],
): T[] {
  const rank = (order: T) => {
    if (!order.deliverySlot) return Number.MAX_SAFE_INTEGER;
    const known = slotOrder.indexOf(order.deliverySlot.slotId);
    return known === -1 ? slotOrder.length : known;
  };
  return [...orders].sort(
    (a, b) =>
      deliveryDayOf(a).localeCompare(deliveryDayOf(b)) ||
      rank(a) - rank(b) ||
      (a.deliverySlot?.label ?? '').localeCompare(b.deliverySlot?.label ?? '', 'en', { numeric: true }) ||
      a.createdAt.localeCompare(b.createdAt) ||
      a.orderNumber.localeCompare(b.orderNumber),
  );
}

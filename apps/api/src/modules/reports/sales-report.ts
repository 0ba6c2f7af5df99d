// The sales report, folded from the orders placed in its dates: for each period and each breakdown (theme, occasion,
// payment method, delivery slot) the orders' takings, each order's from its own ledger (orderTakings), so the report
// and the order pages never disagree. Pure: the routes read the orders and pass them in.
import { indiaToday } from '@partybox/contracts';
import { unagreedSlotLabel, type ReportBreakdownRow, type SalesReport, type Takings } from '@partybox/contracts/reports';
import { addTakings, noTakings, orderTakings, type OrderPaymentStatus } from '@partybox/order-lifecycle';
import { customThemeId, deliverySlotOf, ledgerOf, paymentTotalOf } from '../orders';
import type { OrderRecord } from '../../platform/db/records';
import { within, type DateSpan } from './report-dates';

/** The delivery slot an order was booked for on the calendar; an order placed before the calendar: still to be agreed. */
export function slotLabelOf(order: OrderRecord): string {
  return deliverySlotOf(order)?.label || unagreedSlotLabel;
}

/** What every paid /custom quote is counted under by theme (its line's name is the quote's own description). */
export const customBoxTheme = 'Custom party box';

/** The theme an order is counted under: its largest line's (most orders hold one theme); every quoted box as one. */
export function mainThemeOf(order: OrderRecord): string {
  const [largest] = [...order.Lines].sort((a, b) => b.LineTotal - a.LineTotal);
  if (largest?.ThemeId === customThemeId) return customBoxTheme;
  return largest?.ThemeName ?? 'No theme';
}

/** One order's takings with its count, in the report's shape. */
export function takingsOfOrder(order: OrderRecord): Takings {
  return { orders: 1, ...orderTakings(ledgerOf(order), paymentTotalOf(order), order.PaymentStatus as OrderPaymentStatus, order.Total) };
}

/** The sum of several orders' takings. */
export function sumTakings(orders: readonly OrderRecord[]): Takings {
  return orders.reduce<Takings>(
    (sum, order) => {
      const one = takingsOfOrder(order);
      return { orders: sum.orders + 1, ...addTakings(sum, one) };
    },
    { orders: 0, ...noTakings },
  );
}

/** Orders grouped by a key, largest net first, each group's takings summed. */
function breakdown(orders: readonly OrderRecord[], keyOf: (order: OrderRecord) => string): ReportBreakdownRow[] {
  const groups = new Map<string, OrderRecord[]>();
  for (const order of orders) groups.set(keyOf(order), [...(groups.get(keyOf(order)) ?? []), order]);
  return [...groups.entries()]
    .map(([key, group]) => ({ key, takings: sumTakings(group) }))
    .sort((a, b) => b.takings.netPaise - a.takings.netPaise || b.takings.placedPaise - a.takings.placedPaise || a.key.localeCompare(b.key));
}

/** The India date an order was placed on. */
export const placedOn = (order: OrderRecord) => indiaToday(new Date(order.CreatedAt));

/** The report: the standing periods and the range, from every order placed in any of them. */
export function salesReport(orders: readonly OrderRecord[], periods: { today: DateSpan; week: DateSpan; month: DateSpan }, range: DateSpan): SalesReport {
  const placedIn = (span: DateSpan) => orders.filter((order) => within(span, placedOn(order)));
  const period = (span: DateSpan) => ({ ...span, takings: sumTakings(placedIn(span)) });
  const inRange = placedIn(range);
  return {
    today: period(periods.today),
    week: period(periods.week),
    month: period(periods.month),
    range: {
      ...range,
      takings: sumTakings(inRange),
      byTheme: breakdown(inRange, mainThemeOf),
      byOccasion: breakdown(inRange, (order) => order.Occasion || 'Not given'),
      byPaymentMethod: breakdown(inRange, (order) => order.PaymentMethod),
      bySlot: breakdown(inRange, slotLabelOf),
    },
  };
}

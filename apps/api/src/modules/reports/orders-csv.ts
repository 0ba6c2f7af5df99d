// The orders CSV: one row per order placed in the range, oldest first, with the figures of the report (from each
// order's ledger). Amounts are plain rupee numbers (paise / 100), not formatted text, so a spreadsheet can add them.
import { indiaDateTime } from './report-format';
import type { OrderRecord } from '../../platform/db/records';
import { csvDocument } from '../../platform/http/csv';
import { mainThemeOf, slotLabelOf, takingsOfOrder } from './sales-report';

const header = [
  'Order number',
  'Placed at',
  'Event date',
  'Ordered by',
  'Phone',
  'Recipient',
  'Themes',
  'Main theme',
  'Occasion',
  'Delivery slot',
  'Payment method',
  'Payment status',
  'Status',
  'Total (INR)',
  'Paid (INR)',
  'Refunded (INR)',
  'Net (INR)',
];

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** The CSV of these orders (a byte order mark first, formula-safe cells). */
export function ordersCsv(orders: readonly OrderRecord[]): string {
  const rows = orders.map((order) => {
    const takings = takingsOfOrder(order);
    return [
      order.OrderNumber,
      indiaDateTime(order.CreatedAt),
      order.EventDate ?? '',
      order.OrderedBy || order.CustomerName || '',
      order.ContactPhone ?? order.Phone ?? '',
      order.CustomerName ?? '',
      order.Lines.map((line) => `${line.ThemeName} × ${line.Quantity}`).join('; '),
      mainThemeOf(order),
      order.Occasion ?? '',
      slotLabelOf(order),
      order.PaymentMethod,
      order.PaymentStatus,
      order.Status === 'received' ? 'placed' : order.Status,
      String(order.Total),
      rupees(takings.paidPaise),
      rupees(takings.refundedPaise),
      rupees(takings.netPaise),
    ];
  });
  return csvDocument([header, ...rows]);
}

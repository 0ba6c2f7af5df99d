// A customer's page, by phone: every order placed with that number (as the orderer's or the recipient's), newest
// first, each with its takings from its ledger, and what the customer has spent in all.
import type { CustomerPage } from '@partybox/contracts/reports';
import { statusOf } from '../orders';
import type { OrderRecord } from '../../platform/db/records';
import { sumTakings, takingsOfOrder } from './sales-report';

/** The page for `phone` from the orders found with it. */
export function customerPage(phone: string, orders: readonly OrderRecord[]): CustomerPage {
  const newest = [...orders].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));
  const names = [...new Set(newest.flatMap((order) => [order.OrderedBy, order.CustomerName]).filter((name): name is string => Boolean(name?.trim())))];
  return {
    phone,
    names,
    orders: newest.map((order) => ({
      orderNumber: order.OrderNumber,
      placedAt: order.CreatedAt,
      eventDate: order.EventDate ?? '',
      status: statusOf(order),
      paymentMethod: order.PaymentMethod,
      paymentStatus: order.PaymentStatus,
      total: order.Total,
      takings: takingsOfOrder(order),
    })),
    spent: sumTakings(newest),
  };
}

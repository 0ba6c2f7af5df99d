// How an order reads in the customer's My orders list: the themes, the party date, the delivery slot when one was
// booked, where it stands and what it cost; the status page (its link) has the rest.
import type { AccountOrder } from '@partybox/contracts/accounts';
import type { OrderRecord } from '../../platform/db/records';
import { deliverySlotOf, eventDateOf, statusOf } from './order-views';

export function accountOrderView(record: OrderRecord): AccountOrder {
  return {
    id: record.id,
    orderNumber: record.OrderNumber,
    themes: record.Lines.map((line) => line.ThemeName),
    partyDate: eventDateOf(record),
    ...(record.DeliverySlot && { deliverySlot: deliverySlotOf(record) }),
    status: statusOf(record),
    paymentMethod: record.PaymentMethod,
    paymentStatus: record.PaymentStatus,
    total: record.Total,
    createdAt: record.CreatedAt,
  };
}

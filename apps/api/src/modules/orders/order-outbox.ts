// The orders as an outbox source: the customers' messages about their order and the team's alerts about it (new
// order, cancellation, payment needing attention), read and marked through the order repository.
import { deliveryLine, type OrderPaymentStatus } from '@partybox/order-lifecycle';
import { e164Phone } from '@partybox/contracts/phone';
import { formatInr, formatInrAscii } from '@partybox/pricing';
import type { OrderRecord, OutboxMessageRecord } from '../../platform/db/records';
import { textForOrder } from './placed-messages';
import { atVersion, type OrderRepository } from './order-repository';
import { deliverySlotOf, eventDateOf } from './order-views';
import { consoleOrderLink, markKeyOf, messageDate, type OutboxSource, type RecordValues, type RenderContext } from '../messages';
import { orderLink } from './link-token';
import type { UpdateExpression } from '../../platform/db/update-expression';

/** The payment state the team's alerts name, in plain ASCII (a text's alphabet): paid, unpaid or failed, and how. */
const paymentWords: Record<OrderPaymentStatus, string> = {
  paid: 'paid',
  'collected-on-delivery': 'paid on delivery',
  'awaiting-payment': 'unpaid',
  'payment-processing': 'paid, being confirmed by the bank',
  'pay-on-delivery': 'unpaid, pay on delivery',
  'payment-failed': 'payment failed',
  'refund-pending': 'paid, refund on its way',
  'partly-refunded': 'paid, partly refunded',
  refunded: 'refunded',
};

/** The alert's words for `status` (as the order holds it when the alert is sent). */
export const paymentWordsOf = (status: string): string => paymentWords[status as OrderPaymentStatus] ?? status;

export class OrderOutbox implements OutboxSource<OrderRecord> {
  /** Every write of an order is conditional on its `Settled` (order-repository.ts). */
  readonly namesRounds = true;
  /** An order's texts to each number are counted over its life (SMS_TEXTS_PER_ORDER). */
  readonly keepsTexts = true;

  constructor(
    private readonly orders: OrderRepository,
    /** ORDER_LINK_SECRET: the key of the status page links in the customers' messages. */
    private readonly linkSecret: string,
  ) {}

  pendingMessages(now: string, start?: Record<string, unknown>) {
    return this.orders.pendingMessages(now, start);
  }

  updateMessages(order: OrderRecord, update: UpdateExpression) {
    return this.orders.updateMessages(order, update);
  }

  reread(order: OrderRecord) {
    return this.orders.findByKey(order.IdempotencyKey);
  }

  /** Every change of an order adds 1 to its version (version 0 is also an order stored before versions). */
  unchanged(order: OrderRecord, update: UpdateExpression): UpdateExpression {
    return atVersion(update, order.Version ?? 0);
  }

  values(order: OrderRecord, { siteOrigin, sms, team }: RenderContext): RecordValues {
    return {
      orderNumber: order.OrderNumber,
      name: order.CustomerName || (team ? 'no name' : 'there'),
      // The operators' link opens the order in the console; the customer's is the status page with its token (computed
      // now, never stored).
      link: team ? consoleOrderLink(siteOrigin, order.OrderNumber) : orderLink(siteOrigin, this.linkSecret, order.OrderNumber, order.LinkVersion ?? 0),
      ...(order.ContactPhone && { phone: e164Phone(order.ContactPhone) }),
      ...(team && { payment: paymentWordsOf(order.PaymentStatus) }),
      // A text stays in the GSM 7-bit alphabet (one segment is 160 characters, not 70): "Rs. 15,198", "5 Dec".
      total: sms ? formatInrAscii(order.Total) : formatInr(order.Total),
      eventDate: messageDate(eventDateOf(order), sms),
      // The one delivery line of the pages too ("Delivery Sat 5 Dec, 12-3 pm"), plain ASCII for a one-segment text.
      delivery: deliveryLine(deliverySlotOf(order)),
    };
  }

  textFor(order: OrderRecord, message: OutboxMessageRecord) {
    return textForOrder(order, message, () => this.orders.findByKey(order.IdempotencyKey));
  }

  markKey(order: OrderRecord): string {
    return markKeyOf('order', order.IdempotencyKey);
  }

  orderNumberOf(order: OrderRecord): string {
    return order.OrderNumber;
  }

  logFields(order: OrderRecord): Record<string, string> {
    return { orderNumber: order.OrderNumber };
  }
}

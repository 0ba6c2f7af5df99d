// The customer messages an order's events cause, as outbox entries kept on the order itself: written by the same
// PutItem (placement) or UpdateItem (every change) as the event, so a message is never lost, then sent by the
// dispatcher. Only the event, channel and address are stored: the texts come from catalog/messages.json when sending.
import type { MessageEvent } from '@partybox/catalog';
import { e164Phone } from '@partybox/contracts/phone';
import type { OrderRecord, OutboxMessageRecord } from '../../platform/db/records';

/** Who to tell about an order: the delivery's phone (10 digits) and e-mail (may be empty). */
export interface OrderContact {
  readonly phone?: string;
  readonly email?: string;
}

/** The outbox entries for `event`: an SMS to +91 and the phone, and an e-mail when the delivery gave an address. */
export function outboxEntries(
  event: MessageEvent,
  contact: OrderContact,
  now: Date,
  newId: () => string,
  reason?: string,
  amount?: number,
  /** When the message is due, if later than `now` (a reminder): the dispatcher sends nothing before. */
  dueAt: Date = now,
  /** The link the message gives instead of the record's own page (a Payment Link). */
  link?: string,
): OutboxMessageRecord[] {
  const at = dueAt.toISOString();
  const base = {
    Event: event,
    Attempts: 0,
    NextAttemptAt: at,
    ...(reason && { Reason: reason }),
    ...(amount !== undefined && { Amount: amount }),
    ...(link && { Link: link }),
  };
  return [
    ...(contact.phone ? [{ Id: newId(), Channel: 'sms' as const, To: e164Phone(contact.phone), ...base }] : []),
    ...(contact.email ? [{ Id: newId(), Channel: 'email' as const, To: contact.email, ...base }] : []),
  ];
}

/** The team's entry for `event` (new order, cancellation, payment needing attention): one entry, fanned out to the
 * OPERATOR_ALERTS recipients when sent, so changing who receives them needs no data change. */
export function teamEntry(event: MessageEvent, now: Date, newId: () => string, reason?: string): OutboxMessageRecord {
  return { Id: newId(), Channel: 'team', To: 'operators', Event: event, Attempts: 0, NextAttemptAt: now.toISOString(), ...(reason && { Reason: reason }) };
}

/** The order's contact as stored (denormalised at placement, or backfilled at its first change). */
export function contactOf(order: Pick<OrderRecord, 'ContactPhone' | 'ContactEmail'>): OrderContact {
  return { ...(order.ContactPhone && { phone: order.ContactPhone }), ...(order.ContactEmail && { email: order.ContactEmail }) };
}

/** Messages not yet sent, given up on or skipped. */
export function unsent(outbox: readonly OutboxMessageRecord[] | undefined): OutboxMessageRecord[] {
  return (outbox ?? []).filter((message) => !message.SentAt && !message.FailedAt && !message.SkippedAt);
}

// The recipient part of an order edit: a new delivery name or phone (already checked by the edit's schema, the one
// phone rule) becomes the order's copies read by its pages, slip, list search and texts, with before → after words.
import { formatPhone } from '@partybox/contracts/phone';
import type { OrderEditRequest } from '@partybox/contracts/operations';
import type { DeliveryRecord, OrderRecord } from '../../platform/db/records';
import { recipientOf } from './order-current';

/** What a recipient change sets on the order and its lines for the history, or nothing when it names the same person. */
export function planRecipient(
  order: OrderRecord,
  delivery: DeliveryRecord | undefined,
  asked: NonNullable<OrderEditRequest['recipient']>,
): { set: Record<string, unknown>; changes: { field: string; from: string; to: string }[] } {
  const before = recipientOf(order, delivery);
  const name = asked.name.trim();
  const changes: { field: string; from: string; to: string }[] = [];
  const set: Record<string, unknown> = {};
  if (name !== before.name) {
    changes.push({ field: 'Recipient name', from: before.name || '(none)', to: name });
    set.CustomerName = name;
  }
  if (asked.phone !== before.phone) {
    changes.push({ field: 'Recipient phone', from: before.phone ? formatPhone(before.phone) : '(none)', to: formatPhone(asked.phone) });
    set.ContactPhone = asked.phone;
  }
  return { set, changes };
}

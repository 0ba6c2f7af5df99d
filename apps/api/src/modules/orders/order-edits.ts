// The pure rules of an order edit (Shopify's "Edit order"): what a placed order may still be changed in (its
// personalisation, delivery address and slot, add-ons and quantities), what the change costs (repriced by
// @partybox/pricing through priceOrder, the one price logic), how the difference is settled, and the ONE change to
// write: the new values, one history line with before and after, one text to the customer.
import type { FieldError } from '@partybox/contracts';
import type { OrderEditPreview, OrderEditRequest } from '@partybox/contracts/operations';
import { formatInr } from '@partybox/pricing';
import type { CustomizationRecord, DeliveryRecord, OrderHistoryRecord, OrderRecord } from '../../platform/db/records';
import type { CatalogIndex } from '../../platform/catalog/catalog-index';
import type { OrderChange } from './order-changes';
import type { OpenedPaymentLink } from './payment-link-port';
import { orderExtrasProblems, orderLineProblems, priceOrder, type PricedOrder } from './order-pricing';
import { netPaidOf, paymentTotalOf } from './payment-views';
import { addressLine, deliveryAddressOf, personalisationOf } from './order-current';
import { planRecipient } from './recipient-edit';

/** What an edit asks, with the order's records it is read against. */
export interface EditInput {
  readonly order: OrderRecord;
  readonly customization: CustomizationRecord | undefined;
  readonly delivery: DeliveryRecord | undefined;
  readonly request: Omit<OrderEditRequest, 'expectedVersion' | 'editId' | 'preview'>;
  readonly catalog: CatalogIndex;
  /** The slot's label on the calendar (catalog/calendar.json), for an asked slot; undefined for an unknown slot. */
  readonly slotLabel: (slotId: string) => string | undefined;
}

/** A planned edit: what it sets, its before → after in words, and its preview. */
export interface EditPlan {
  readonly set: Record<string, unknown>;
  readonly changes: OrderEditPreview['changes'];
  readonly preview: OrderEditPreview;
  /** The new delivery slot, when the edit moves it (booked on the calendar before the order is written). */
  readonly slot?: { readonly date: string; readonly slotId: string };
}

const personalisationWords = { DecorName: 'Name on the decor', CakeDetails: 'Cake message', Instruction: 'Instructions' } as const;
const shown = (value: string) => (value.trim() ? value.trim() : '(none)');
const itemsWords = (priced: PricedOrder) =>
  [
    ...priced.Lines.map((line) => `${line.Quantity} × ${line.ThemeName}${line.Addons.length ? ` + ${line.Addons.map((a) => a.Label).join(', ')}` : ''}`),
    ...priced.Extras.map((extra) => extra.Label),
  ].join('; ');

export { editRefundReason } from './edit-refund-reason';

/** How a new total is settled, from what the order has paid and how it pays. */
export function editSettlement(order: OrderRecord, total: number): Pick<OrderEditPreview, 'settlement' | 'settlementAmount' | 'settlementWords'> {
  if (order.PaymentMethod === 'cod')
    return { settlement: 'cash', settlementAmount: total, settlementWords: `Collect ${formatInr(total)} in cash on delivery.` };
  const paid = netPaidOf(order);
  if (paid === 0 && order.ManualPaymentReference) {
    const difference = total - paymentTotalOf(order);
    const words =
      difference === 0 ? 'Nothing more to pay or refund.' : `Paid outside the gateway: settle the ${formatInr(Math.abs(difference))} difference by hand.`;
    return { settlement: 'none', settlementAmount: Math.abs(difference), settlementWords: words };
  }
  if (paid === 0) return { settlement: 'unpaid', settlementAmount: total, settlementWords: `The customer pays ${formatInr(total)} online.` };
  if (total < paid) {
    const back = paid - total;
    return { settlement: 'refund', settlementAmount: back, settlementWords: `${formatInr(back)} is refunded to the customer's payment.` };
  }
  if (total > paid) {
    const owed = total - paid;
    return { settlement: 'payment-link', settlementAmount: owed, settlementWords: `The customer owes ${formatInr(owed)}: a payment link is sent for it.` };
  }
  return { settlement: 'none', settlementAmount: 0, settlementWords: 'Nothing more to pay or refund.' };
}

/** Plans an edit, or answers the problems with what was asked (each naming its field). */
export function planEdit(input: EditInput): { ok: true; plan: EditPlan } | { ok: false; problems: FieldError[] } {
  const { order, request, catalog } = input;
  const set: Record<string, unknown> = {};
  const changes: { field: string; from: string; to: string }[] = [];
  const problems: FieldError[] = [];

  if (request.personalisation) {
    const before = personalisationOf(order, input.customization);
    const asked = request.personalisation;
    const after = {
      DecorName: asked.decorName?.trim() ?? before.DecorName ?? '',
      CakeDetails: asked.cakeDetails?.trim() ?? before.CakeDetails ?? '',
      Instruction: asked.notes?.trim() ?? before.Instruction ?? '',
    };
    for (const key of Object.keys(personalisationWords) as (keyof typeof personalisationWords)[]) {
      if ((before[key] ?? '') !== after[key]) changes.push({ field: personalisationWords[key], from: shown(before[key] ?? ''), to: shown(after[key]) });
    }
    if (changes.length > 0) set.Personalisation = after;
  }

  if (request.address) {
    const before = deliveryAddressOf(order, input.delivery);
    const a = request.address;
    const after = {
      AddressLine1: a.addressLine1.trim(),
      AddressLine2: (a.addressLine2 ?? '').trim(),
      City: a.city.trim(),
      State: a.state.trim(),
      Pincode: a.pincode,
    };
    if (addressLine(before) !== addressLine(after)) {
      changes.push({ field: 'Delivery address', from: shown(addressLine(before)), to: addressLine(after) });
      set.DeliveryAddress = after;
    }
  }

  if (request.recipient) {
    const recipient = planRecipient(order, input.delivery, request.recipient);
    changes.push(...recipient.changes);
    Object.assign(set, recipient.set);
  }

  let slot: EditPlan['slot'];
  if (request.slot) {
    const label = input.slotLabel(request.slot.slotId);
    const before = order.DeliverySlot;
    if (!label) problems.push({ field: 'slot.slotId', message: 'Choose a delivery time slot from the calendar' });
    else if (before?.Date !== request.slot.date || before.SlotId !== request.slot.slotId) {
      slot = request.slot;
      changes.push({ field: 'Delivery slot', from: before ? `${before.Date} ${before.Label}` : 'to be agreed', to: `${request.slot.date} ${label}` });
    }
  }

  let priced: PricedOrder | undefined;
  if (request.lines || request.extras) {
    const lines = request.lines ?? order.Lines.map((line) => ({ addons: line.Addons.map((a) => a.Key), quantity: line.Quantity }));
    if (lines.length !== order.Lines.length) {
      problems.push({ field: 'lines', message: `Give each of the order's ${order.Lines.length} boxes its add-ons and quantity` });
    } else {
      const cartLines = lines.map((line, i) => ({ themeId: order.Lines[i]!.ThemeId, addons: [...line.addons], quantity: line.quantity }));
      const extras = [...(request.extras ?? order.Extras.map((extra) => extra.Key))];
      problems.push(...orderLineProblems(cartLines, catalog), ...orderExtrasProblems(extras, catalog));
      if (problems.length === 0) {
        const repriced = priceOrder(cartLines, extras, catalog);
        const current: PricedOrder = { Lines: order.Lines, Extras: order.Extras, Subtotal: order.Subtotal, Shipping: order.Shipping, Total: order.Total };
        if (itemsWords(repriced) !== itemsWords(current) || repriced.Total !== order.Total) {
          priced = repriced;
          changes.push({ field: 'Items', from: itemsWords(current), to: itemsWords(repriced) });
        }
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const total = priced?.Total ?? order.Total;
  if (priced) {
    Object.assign(set, { Lines: priced.Lines, Extras: priced.Extras, Subtotal: priced.Subtotal, Shipping: priced.Shipping });
    // A payment taken online stays read against the total it was taken for (see paymentTotalOf).
    if (order.PaymentMethod !== 'cod' && (netPaidOf(order) > 0 || order.ManualPaymentReference)) set.PaymentTotal = paymentTotalOf(order);
  }
  const preview: OrderEditPreview = { total, previousTotal: order.Total, difference: total - order.Total, ...editSettlement(order, total), changes };
  return { ok: true, plan: { set, changes, preview, ...(slot && { slot }) } };
}

/** The history line of an edit: who, which parts, before → after, the change in price, and its id. */
export function editEntry(at: string, by: string, editId: string, plan: EditPlan): OrderHistoryRecord {
  return {
    At: at,
    By: by,
    Change: 'edit',
    Field: plan.changes.map((change) => change.field).join(', '),
    From: plan.changes.map((change) => `${change.field}: ${change.from}`).join('; '),
    To: plan.changes.map((change) => `${change.field}: ${change.to}`).join('; '),
    Difference: plan.preview.difference,
    EditId: editId,
  };
}

/**
 * What the customer's text says changed, and how a change in price is settled: the refund it makes, or the payment
 * link for the balance (`payLink`: its short_url, so the edit is ONE text, not the edit's and the link's).
 */
export function editMessage(plan: EditPlan, payLink?: string): string {
  const what = plan.changes.map((change) => `${change.field.toLowerCase()} now "${change.to}"`).join(', ');
  const { settlement, settlementAmount } = plan.preview;
  const money =
    settlement === 'refund'
      ? `; ${formatInr(settlementAmount)} is refunded to you`
      : settlement === 'payment-link'
        ? payLink
          ? `; ${formatInr(settlementAmount)} more to pay here: ${payLink}`
          : `; ${formatInr(settlementAmount)} more to pay: we are sending you a link`
        : settlement === 'cash' && plan.preview.difference !== 0
          ? `; pay ${formatInr(settlementAmount)} on delivery`
          : '';
  return `${what}${money}`;
}

/**
 * The ONE change an edit writes: the new values, its history line and the customer's text; with the payment link
 * opened for the balance (`opened`), the link is kept on the order and sent in that same text, for its amount.
 */
export function editChange(
  order: OrderRecord,
  expectedVersion: number,
  editId: string,
  by: string,
  plan: EditPlan,
  now: Date,
  opened?: OpenedPaymentLink,
): OrderChange {
  const at = now.toISOString();
  return {
    expectedVersion,
    attribute: 'Total',
    value: plan.preview.total,
    history: editEntry(at, by, editId, plan),
    notify: 'order-edited',
    notifyReason: editMessage(plan, opened?.link.ShortUrl),
    ...(opened && { notifyAmount: opened.amountRupees }),
    alsoSet: { ...plan.set, ...(opened && { PaymentLinks: opened.links, PaymentLinkSentAt: at }) },
  };
}

/** The order as an edit leaves it, for the payment link of its balance to be opened before the edit is written. */
export function orderAfterEdit(order: OrderRecord, plan: EditPlan): OrderRecord {
  return { ...order, ...plan.set, Total: plan.preview.total } as OrderRecord;
}

/** Whether the order already holds this edit (a retried or double-clicked save): its history names the edit's id. */
export function editApplied(order: OrderRecord, editId: string): boolean {
  return (order.History ?? []).some((entry) => entry.Change === 'edit' && entry.EditId === editId);
}

/**
 * Whether a payment link went with or after this edit (its settlement is done: a retried save sends none again): the
 * edit's own text carried one (the link was sent at the edit's time), or one was sent after it.
 */
export function paymentLinkSentAfter(order: OrderRecord, editId: string): boolean {
  const history = order.History ?? [];
  const at = history.findIndex((entry) => entry.Change === 'edit' && entry.EditId === editId);
  if (at < 0) return false;
  return (
    (order.PaymentLinkSentAt !== undefined && order.PaymentLinkSentAt >= history[at]!.At) ||
    history.slice(at + 1).some((entry) => entry.Change === 'payment-link')
  );
}

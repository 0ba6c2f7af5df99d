// How a stored order reads on the wire: to the customer who placed it and their account (PlacedOrder), to the console
// (summary and detail) and to the customer's status page. Orders stored before the lifecycle (Status "received", no
// Version, no History) read as placed, version 0.
import type { PlacedOrder } from '@partybox/contracts';
import type {
  AdminOrderDetail,
  BoxContentsPart,
  AdminOrderSummary,
  CustomerOrderStatus,
  OrderBox,
  OrderHistoryEntry,
  OrderNote,
  OrderParty,
} from '@partybox/contracts/operations';
import {
  cancelDeadlineDay,
  checkCustomerCancel,
  customerCancelDeadline,
  nextOrderStatuses,
  allowedPaymentStatuses,
  isPersonalised,
  orderStatusLabels,
  type DeliverySlot,
  type OrderStatus,
  type OrderPaymentStatus,
} from '@partybox/order-lifecycle';
import type { CustomizationRecord, DeliveryRecord, OrderRecord } from '../../platform/db/records';
import { rightCancelRefusal, type OrderRight } from './order-access';
import { historyWording, legacyPlacedEntry } from './order-history';
import { addressLine, deliveryAddressOf, editRefusal, personalisationOf, recipientOf } from './order-current';
import { adminPayment, balanceDueOf, customerPayment, latestPaymentOf, ledgerOf } from './payment-views';

/** The order's status in the lifecycle's terms. */
export function statusOf(order: Pick<OrderRecord, 'Status'>): OrderStatus {
  return order.Status === 'received' ? 'placed' : order.Status;
}

/** The version every change must name (0 for an order never changed, or stored before versions). */
export function versionOf(order: Pick<OrderRecord, 'Version'>): number {
  return order.Version ?? 0;
}

/** The party's date: denormalised at placement, else the placement date (India) of an order stored before. */
export function eventDateOf(order: Pick<OrderRecord, 'EventDate' | 'CreatedAt'>): string {
  return order.EventDate ?? order.CreatedAt.slice(0, 10);
}

/** When the box is delivered; undefined for an order placed before the delivery calendar ("to be agreed"). */
export function deliverySlotOf(order: Pick<OrderRecord, 'DeliverySlot'>): DeliverySlot | undefined {
  const slot = order.DeliverySlot;
  return slot && { date: slot.Date, slotId: slot.SlotId, label: slot.Label };
}

/** The day the customer's cancel deadline counts back from: the delivery day, or the party date for an older order. */
export function cancelDayOf(order: Pick<OrderRecord, 'EventDate' | 'CreatedAt' | 'DeliverySlot'>): string {
  const deliverySlot = deliverySlotOf(order);
  return cancelDeadlineDay({ eventDate: eventDateOf(order), ...(deliverySlot && { deliverySlot }) });
}

const addon = (a: { Key: string; Label: string; Price: number }) => ({ key: a.Key, label: a.Label, price: a.Price });

function boxesOf(order: OrderRecord): OrderBox[] {
  return order.Lines.map((line) => ({
    themeId: line.ThemeId,
    themeName: line.ThemeName,
    quantity: line.Quantity,
    basePrice: line.BasePrice,
    addons: line.Addons.map(addon),
    unitPrice: line.UnitPrice,
    lineTotal: line.LineTotal,
  }));
}

/** The history as the console shows it; an order stored before histories shows its placement. */
export function historyOf(order: OrderRecord): OrderHistoryEntry[] {
  const entries = order.History ?? [legacyPlacedEntry(order.CreatedAt)];
  return entries.map((entry) => ({
    at: entry.At,
    by: entry.By,
    change: entry.Change,
    ...(entry.From !== undefined && { from: entry.From }),
    to: entry.To,
    ...(entry.Reason !== undefined && { reason: entry.Reason }),
    ...(entry.Amount !== undefined && { amount: entry.Amount }),
    ...(entry.Undo && { undo: true }),
    ...(entry.Field !== undefined && { field: entry.Field }),
    ...(entry.Difference !== undefined && { difference: entry.Difference }),
    summary: historyWording(entry),
  }));
}

/** The balance an edit added to an order already paid online, only when one is owed (the list and page then say so). */
function balanceDueField(order: OrderRecord): { balanceDue?: number } {
  const balance = balanceDueOf(order);
  return balance > 0 ? { balanceDue: balance } : {};
}

/** How the order was actually paid (the captured payment's method), or that a payment link waits for the customer's choice. */
function paidWithFields(order: OrderRecord): Pick<AdminOrderSummary, 'paidWith' | 'byPaymentLink'> {
  const payments = ledgerOf(order).payments;
  const captured = payments.find((payment) => payment.status === 'captured');
  if (captured) return { paidWith: captured.method };
  return (order.PaymentLinks ?? []).length > 0 && payments.length === 0 ? { byPaymentLink: true } : {};
}

export function adminSummary(order: OrderRecord): AdminOrderSummary {
  return {
    orderNumber: order.OrderNumber,
    eventDate: eventDateOf(order),
    ...(order.DeliverySlot && { deliverySlot: deliverySlotOf(order) }),
    // The person who ordered (the party's details); older orders without it show the recipient.
    customerName: order.OrderedBy || order.CustomerName || '',
    // That person's phone (the customer page it links to); older orders: the recipient's.
    phone: order.OrderedByPhone || order.ContactPhone || order.Phone || '',
    status: statusOf(order),
    paymentMethod: order.PaymentMethod,
    paymentStatus: order.PaymentStatus,
    ...paidWithFields(order),
    total: order.Total,
    createdAt: order.CreatedAt,
    ...balanceDueField(order),
    ...(order.PaymentAttention && { paymentNeedsAttention: true }),
    themeNames: order.Lines.map((line) => line.ThemeName),
  };
}

/**
 * Everything the customer saved about the party (empty answers and the form's "not given" 0 and "NA" left out), with
 * the personalisation as the order carries it now (an edit changes the order's, never the saved customization).
 */
export function partyOf(customization: CustomizationRecord | undefined, order?: OrderRecord): OrderParty {
  if (!customization && !order?.Personalisation) return { occasion: '', guestName: '' };
  const current = order ? personalisationOf(order, customization) : customization;
  const c = {
    ...(customization ?? ({ Occasion: '', Name: '' } as CustomizationRecord)),
    ...(current && { DecorName: current.DecorName ?? '', CakeDetails: current.CakeDetails ?? '', Instruction: current.Instruction ?? '' }),
  };
  const textOf = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const given = (value: number | undefined) => (value ? value : undefined);
  const entries = {
    phone: textOf(c.Phone),
    email: textOf(c.email),
    eventTime: textOf(c.EventTime),
    guests: given(c.GuestCount),
    age: given(c.Age),
    favoriteColor: textOf(c.Color),
    venue: textOf(c.Venue),
    venueType: textOf(c.VenueType),
    returnGiftQty: given(c.ReturnGiftQty),
    entertainment: c.Entertainment === 'NA' ? undefined : textOf(c.Entertainment),
    decorName: textOf(c.DecorName),
    cakeDetails: textOf(c.CakeDetails),
    notes: textOf(c.Instruction),
  };
  const defined = Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
  return { occasion: c.Occasion, guestName: c.Name, ...defined };
}

const addressParts = (a: NonNullable<OrderRecord['DeliveryAddress']>) => ({
  addressLine1: a.AddressLine1,
  addressLine2: a.AddressLine2,
  city: a.City,
  state: a.State,
  pincode: a.Pincode,
});

/** The team's notes, oldest first. */
export function notesOf(order: Pick<OrderRecord, 'TeamNotes'>): OrderNote[] {
  return Object.values(order.TeamNotes ?? {})
    .sort((a, b) => a.At.localeCompare(b.At))
    .map((note) => ({ at: note.At, by: note.By, text: note.Text, ...(note.ForPacking && { forPacking: true }) }));
}

/** A theme's own contents from the catalog (what its box holds before add-ons), or undefined for a theme no longer listed. */
export type ThemeContents = (themeId: string) => readonly BoxContentsPart[] | undefined;
/** The add-ons a theme offers now (the edit form's choices), or undefined for a theme no longer listed. */
export type ThemeAddons = (themeId: string) => readonly { key: string; label: string; price: number }[] | undefined;

/**
 * The console's order page: the order with its party (from the customization) and delivery details, and each box's
 * own contents from the catalog as it is now (what the team packs).
 */
export function adminDetail(
  order: OrderRecord,
  customization: CustomizationRecord | undefined,
  delivery: DeliveryRecord | undefined,
  contentsOf: ThemeContents,
  addonsOf: ThemeAddons = () => undefined,
  extrasOffered?: readonly { key: string; label: string; price: number }[],
): AdminOrderDetail {
  const status = statusOf(order);
  return {
    ...adminSummary(order),
    ...(delivery && { customerName: order.CustomerName ?? delivery.Name, phone: order.ContactPhone ?? delivery.PhoneNumber }),
    version: versionOf(order),
    boxes: boxesOf(order).map((box) => {
      const contents = contentsOf(box.themeId);
      const options = addonsOf(box.themeId);
      return {
        ...box,
        ...(contents && { contents: [...contents] }),
        ...(options && { addonOptions: options.map((a) => ({ key: a.key, label: a.label, price: a.price })) }),
      };
    }),
    extras: order.Extras.map(addon),
    ...(extrasOffered && { extraOptions: extrasOffered.map((a) => ({ key: a.key, label: a.label, price: a.price })) }),
    subtotal: order.Subtotal,
    shipping: order.Shipping,
    party: partyOf(customization, order),
    personalised: isPersonalised({
      decorName: personalisationOf(order, customization).DecorName ?? '',
      cakeDetails: personalisationOf(order, customization).CakeDetails ?? '',
    }),
    editable: editRefusal(status, 'operator') === undefined,
    ...(order.PaymentTotal !== undefined && order.PaymentTotal !== order.Total && { paymentTotal: order.PaymentTotal }),
    notes: notesOf(order),
    delivery: {
      // Who receives it as the order carries it now (an edit may have changed them).
      ...recipientOf(order, delivery),
      email: delivery?.Details.Email ?? order.ContactEmail ?? '',
      // The address the order carries now (an edit's); the delivery record keeps the one given at checkout.
      address: addressLine(deliveryAddressOf(order, delivery), delivery?.Details.Country),
      ...(deliveryAddressOf(order, delivery) && { addressParts: addressParts(deliveryAddressOf(order, delivery)!) }),
    },
    ...(order.Bank && { bank: order.Bank }),
    ...(order.CancelReason && { cancelReason: order.CancelReason }),
    history: historyOf(order),
    nextStatuses: [...nextOrderStatuses(status, order.PaymentStatus as OrderPaymentStatus)],
    nextPaymentStatuses: allowedPaymentStatuses(status, order.PaymentStatus as OrderPaymentStatus),
    payment: adminPayment(order),
  };
}

const personalisationView = (p: NonNullable<OrderRecord['Personalisation']>) => ({
  ...(p.DecorName && { decorName: p.DecorName }),
  ...(p.CakeDetails && { cakeDetails: p.CakeDetails }),
  ...(p.Instruction && { notes: p.Instruction }),
});

/** The statuses the order reached, oldest first: an undone step is taken off again (money and link lines are not steps). */
function timelineOf(history: readonly OrderHistoryEntry[]): { status: OrderStatus; at: string }[] {
  const steps: { status: OrderStatus; at: string }[] = [];
  for (const entry of history) {
    if (entry.change !== 'placed' && entry.change !== 'status') continue;
    if (entry.undo) steps.pop();
    else steps.push({ status: entry.to as OrderStatus, at: entry.at });
  }
  return steps;
}

/**
 * The customer's status page: the timeline of statuses reached, the boxes and totals, and whether they may cancel:
 * the policy's rule, then what the caller's proof allows (a message's link only before packing; an account matched by
 * phone never), so the page offers only a cancel the API will take.
 */
export function customerStatus(order: OrderRecord, now: Date, right: OrderRight = 'full', customization?: CustomizationRecord): CustomerOrderStatus {
  const status = statusOf(order);
  const eventDate = eventDateOf(order);
  const timeline = timelineOf(historyOf(order));
  const policy = checkCustomerCancel(status, cancelDayOf(order), now, order.Personalised === true);
  const refusal = policy.ok ? rightCancelRefusal(right, status, orderStatusLabels[status]) : undefined;
  const cancel = refusal ? { ok: false as const, reason: refusal } : policy;
  const personalisationRefusal = editRefusal(status, 'customer');
  return {
    orderNumber: order.OrderNumber,
    status,
    paymentMethod: order.PaymentMethod,
    paymentStatus: order.PaymentStatus,
    eventDate,
    ...(order.DeliverySlot && { deliverySlot: deliverySlotOf(order) }),
    boxes: boxesOf(order),
    extras: order.Extras.map(addon),
    subtotal: order.Subtotal,
    shipping: order.Shipping,
    total: order.Total,
    ...(order.CancelReason && { cancelReason: order.CancelReason }),
    timeline,
    cancellable: cancel.ok,
    cancelDeadline: customerCancelDeadline(cancelDayOf(order)).toISOString(),
    ...(!cancel.ok && status !== 'cancelled' && { cancelRefusal: cancel.reason }),
    personalisation: personalisationView(personalisationOf(order, customization)),
    version: versionOf(order),
    personalisationEditable: personalisationRefusal === undefined,
    ...(personalisationRefusal && { personalisationRefusal }),
    payment: customerPayment(order),
  };
}

/** The order as the customer who placed it and their account see it, entirely from the record. */
export function placedOrderView(record: OrderRecord): PlacedOrder {
  const latestPayment = latestPaymentOf(record);
  return {
    id: record.id,
    orderNumber: record.OrderNumber,
    status: statusOf(record),
    paymentMethod: record.PaymentMethod,
    paymentStatus: record.PaymentStatus,
    ...(record.Bank && { bank: record.Bank }),
    ...(latestPayment && { latestPayment }),
    lines: record.Lines.map((line) => ({
      themeId: line.ThemeId,
      themeName: line.ThemeName,
      addons: line.Addons.map(addon),
      quantity: line.Quantity,
      basePrice: line.BasePrice,
      unitPrice: line.UnitPrice,
      lineTotal: line.LineTotal,
    })),
    extras: record.Extras.map(addon),
    subtotal: record.Subtotal,
    shipping: record.Shipping,
    total: record.Total,
    createdAt: record.CreatedAt,
    ...(record.DeliverySlot && { deliverySlot: deliverySlotOf(record) }),
  };
}

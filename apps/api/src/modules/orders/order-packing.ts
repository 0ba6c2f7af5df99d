// How an order is laid out in its DynamoDB item. DynamoDB bills a write 1 unit per started KB of the larger of the item
// before and after it, and an order's item grew to 2-2.5 KB (its history, ledger, lines, search terms, the messages
// still waiting), so each of its ~16 writes cost 3 units. The attributes no index, Query filter or condition reads are
// kept in one binary attribute, `Packed`: their JSON, compressed (the way AWS advises for large attributes: DEFLATE,
// as gzip, with a preset dictionary: order-packing-dictionaries.ts), about a quarter of the size, so an order's item
// stays under 1 KB. This module is the one place that packs and unpacks: the repository hands every caller the same
// OrderRecord as before, and items stored before (every attribute plain, or fewer of them packed) still read as they
// are: a plain attribute is packed by the order's next change of a packed one.
import { constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import type { OrderRecord } from '../../platform/db/records';
import { currentPackingFormat, packingDictionaries } from './order-packing-dictionaries';
import type { AttributeChange, UpdateExpression } from '../../platform/db/update-expression';

/** The binary attribute holding the packed attributes. */
export const packedAttribute = 'Packed';

/**
 * The attributes kept packed: read only once the order is in hand, never by an index (keys or projection), a Query
 * filter or a condition. Everything else stays a plain attribute (see platform/db/tables.ts for what the indexes read;
 * `Version` and `TeamNotes` are conditions and map paths). `id`, the same as the key on every order placed through a
 * checkout, is not stored again on those (nor put in the byId index, which only orders keyed otherwise need).
 */
export const packedAttributes: ReadonlySet<string> = new Set([
  'History',
  'Outbox',
  'Ledger',
  'Lines',
  'Extras',
  'GatewayOrders',
  'GatewayOrderReservation',
  'PaymentEvents',
  'SearchTerms',
  'AccessTokenHash',
  'CheckoutHash',
  'CustomizationId',
  'DeliveryId',
  'ContactEmail',
  'RequestHash',
  'PaymentStatus',
  'Subtotal',
  'Shipping',
  'Total',
  'OrderedBy',
  'OrderedByPhone',
  'Occasion',
  'CancelReason',
  'ManualPaymentReference',
  'PaymentExpiredAt',
  'PaymentLinkSentAt',
  'Bank',
  'Personalised',
  'LinkVersion',
  // Since format 2 (order-packing-dictionaries.ts): read only from the order in hand, as the rest.
  'DeliverySlot',
  'ContactPhone',
  'EventDate',
  'PaymentReminderAt',
  // Since the settle records a round's texts on the order (messages/dispatcher.ts).
  'TextsSent',
  // Since search went to the search table, no Query filter reads the recipient's name (the indexes' projection still
  // names it, and `SearchName`, which orders no longer carry: a projection cannot change in place). A signed-in
  // customer's order with three add-ons went past 1 KB with it plain (2 units a write).
  'CustomerName',
]);

type Attributes = Record<string, unknown>;

function encode(attributes: Attributes): Uint8Array {
  const dictionary = packingDictionaries.get(currentPackingFormat)!;
  const packed = deflateRawSync(JSON.stringify(attributes), { level: constants.Z_BEST_COMPRESSION, dictionary });
  return Buffer.concat([Buffer.from([currentPackingFormat]), packed]);
}

function decode(packed: Uint8Array): Attributes {
  const dictionary = packingDictionaries.get(packed[0]!);
  if (!dictionary)
    throw new Error(`${packedAttribute}: unknown format ${packed[0]} (this version reads formats ${[...packingDictionaries.keys()].join(', ')})`);
  return JSON.parse(inflateRawSync(packed.subarray(1), { dictionary }).toString('utf8')) as Attributes;
}

/** The packed attributes of an order as the caller sees it (whichever way it is stored). */
function packedOf(order: Attributes): Attributes {
  return Object.fromEntries(Object.entries(order).filter(([name, value]) => packedAttributes.has(name) && value !== undefined));
}

/** The item to store for a new order: its plain attributes and `Packed`. */
export function packOrder(order: OrderRecord): Attributes {
  const plain = Object.fromEntries(
    Object.entries(order).filter(([name]) => !packedAttributes.has(name) && !(name === 'id' && order.id === order.IdempotencyKey)),
  );
  return { ...plain, [packedAttribute]: encode(packedOf(order)) };
}

/**
 * The order an item holds: its plain attributes with the packed ones unpacked over them. An item stored before packing
 * has none and is answered as it is; a plain attribute that a packed one also names (never written so) yields to it.
 */
export function unpackOrder<T = OrderRecord>(item: Attributes | undefined): T | undefined {
  if (!item) return undefined;
  const { [packedAttribute]: packed, ...plain } = item;
  if (!(packed instanceof Uint8Array)) return item as T;
  return { id: plain.IdempotencyKey, ...plain, ...decode(packed) } as T;
}

/**
 * Moves the changes of packed attributes out of `u` into one SET of `Packed`, computed from `order` (the order as read,
 * unpacked), and removes the plain copies an item stored before packing had. Only sound when `u` is conditional on
 * the order's version and its `Settled` (every write of an order is): the packed attributes are then exactly `order`'s.
 * The dispatcher's settle, which drops the messages it sent from the outbox, does not move the version (the team's
 * pages would meet a conflict for every text sent) but names its round in `Settled`.
 */
export function packChanges(order: OrderRecord, u: UpdateExpression): void {
  const changes = u.extract(packedAttributes);
  if (changes.length === 0) return;
  const before = packedOf(order as unknown as Attributes);
  const after = changes.reduce(applyChange, { ...before });
  u.set(packedAttribute, encode(after));
  // An order stored before packing keeps these as plain attributes: removed now that `Packed` holds them (no-ops otherwise).
  const plainCopies = Object.keys(before);
  if (plainCopies.length > 0) u.remove(...plainCopies);
}

function applyChange(attributes: Attributes, change: AttributeChange): Attributes {
  switch (change.kind) {
    case 'set':
      return { ...attributes, [change.name]: change.value };
    case 'setIfMissing':
      return attributes[change.name] === undefined ? { ...attributes, [change.name]: change.value } : attributes;
    case 'append':
      return { ...attributes, [change.name]: [...((attributes[change.name] as unknown[] | undefined) ?? []), ...change.value] };
    case 'remove': {
      const { [change.name]: _removed, ...rest } = attributes;
      return rest;
    }
  }
}

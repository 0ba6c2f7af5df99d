// The items the API stores in DynamoDB, with the attribute names and types the spec gives (sections 3 and 7).
// They live beside the table definitions (tables.ts) because only the API writes them; the browser tests read them
// back by the table names of the package's public entry (src/public-api.ts). Numbers stay numbers. Each schema is checked against items read
// back from a real database in the API's tests.
import { netBankingBanks, orderNumberPattern, paymentMethods, phonePattern } from '@partybox/contracts';
import { orderStatuses, paymentStatuses } from '@partybox/order-lifecycle';
import type { FromSchema } from 'json-schema-to-ts';

/** Table names, one per kind of record. */
export const tableNames = {
  contact: 'PartyBoxContactData',
  customization: 'customiseduserdata',
  delivery: 'PartyBoxDeliveryDetails',
  suggestion: 'PartyBoxThemeSuggestions',
  subscriber: 'PartyBoxSubscribers',
  order: 'PartyBoxOrders',
  customer: 'PartyBoxCustomers',
  checkout: 'PartyBoxCheckouts',
  limit: 'PartyBoxLimits',
  messageMark: 'PartyBoxMessageMarks',
  deliveryDay: 'PartyBoxDeliveryDays',
  orderSearch: 'PartyBoxOrderTerms',
} as const;

const text = { type: 'string' } as const;
/**
 * The sha-256 (hex) of the canonical JSON of the validated request that stored the item (see platform/http/writes.ts). A request
 * that comes back with the same Idempotency-Key but another hash is refused with 422 instead of replaying this item.
 */
const requestHash = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;
/** The write's Idempotency-Key: the table's partition key, so one conditional put stores and deduplicates. */
const idempotencyKey = { type: 'string' } as const;
/** Made by the server: a UUIDv7 (time-ordered). */
const serverId = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' } as const;
/** The sha-256 (hex) of the checkout's secret Checkout-Id: an order may refer only to records with its own. */
const checkoutHash = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;
const isoTimestamp = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$' } as const;
const count = { type: 'integer', minimum: 0 } as const;

/**
 * On the records the team reads in the console's inboxes: `Inbox` ("open", then "handled") puts the record in the
 * table's sparse `byInbox` index; who marked it handled, and when.
 */
const inboxFields = {
  Inbox: { type: 'string', enum: ['open', 'handled'] },
  HandledBy: text,
  HandledAt: isoTimestamp,
} as const;

/** One message to the customer or the team: which event's text, by which channel, to whom, and how its sending went. */
const outboxMessage = {
  type: 'object',
  additionalProperties: false,
  required: ['Id', 'Event', 'Channel', 'To', 'Attempts', 'NextAttemptAt'],
  properties: {
    Id: text,
    /** The key of its text in catalog/messages.json. */
    Event: text,
    /** 'team': for the operators, sent at send time to each OPERATOR_ALERTS recipient (To is 'operators'). */
    Channel: { type: 'string', enum: ['sms', 'email', 'team'] },
    /** +91 and 10 digits for SMS; the address for e-mail; 'operators' for the team. */
    To: text,
    Reason: text,
    /** Rupees the message is about when not the order's total (a refund): its {amount}. */
    Amount: { type: 'integer', minimum: 0 },
    /** The link the message gives when not the record's own page (a Razorpay Payment Link's short_url): its {link}. */
    Link: text,
    Attempts: count,
    NextAttemptAt: isoTimestamp,
    /** A dispatcher holds the message until then (sending it); another one leaves it alone meanwhile. */
    LeaseUntil: isoTimestamp,
    SentAt: isoTimestamp,
    /** Given up after too many failed attempts (logged as an error). */
    FailedAt: isoTimestamp,
    /** Not sent, by design: when it was due, its record no longer called for it (a payment reminder of an order paid by then). */
    SkippedAt: isoTimestamp,
    LastError: text,
  },
} as const;

/**
 * On the records that keep their own messages (orders; /custom requests, for the team's alert): the outbox, and
 * `MessagesPending` + `MessagesDueAt`, which put the record in its table's sparse `pendingMessages` index.
 */
const outboxFields = {
  /** The messages the record's events caused, kept until (and after) they are sent: the outbox. */
  Outbox: { type: 'array', items: outboxMessage },
  /** "pending" while the outbox holds unsent messages: puts the record in the sparse `pendingMessages` index. */
  MessagesPending: { type: 'string', enum: ['pending'] },
  /** When the dispatcher should next look at the outbox (the index's range key). */
  MessagesDueAt: isoTimestamp,
  /**
   * The dispatch round that last settled the outbox (dispatcher.ts): written by that settle, which also drops what it
   * sent, and checked by every write made from a read (a change read before it would put the sent messages back).
   */
  Settled: text,
  /** The texts the record's messages sent each number (+91…), for the owed-texts budget (sms-caps.ts). */
  TextsSent: { type: 'object', additionalProperties: count },
} as const;

export const contactRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['IdempotencyKey', 'id', 'Name', 'Surname', 'Phone', 'Email', 'Messaged', 'CreatedAt', 'RequestHash'],
  properties: {
    IdempotencyKey: idempotencyKey,
    id: serverId,
    Name: text,
    Surname: text,
    Phone: { type: 'integer' },
    Email: text,
    Messaged: text,
    CreatedAt: isoTimestamp,
    RequestHash: requestHash,
    ...inboxFields,
  },
} as const;

export const customizationRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'IdempotencyKey',
    'email',
    'id',
    'Name',
    'Phone',
    'EventDate',
    'EventTime',
    'Occasion',
    'ThemeName',
    'Color',
    'Venue',
    'VenueType',
    'GuestCount',
    'ReturnGiftQty',
    'Entertainment',
    'Instruction',
    'DecorName',
    'CakeDetails',
    'Age',
    'CreatedAt',
    'RequestHash',
  ],
  properties: {
    IdempotencyKey: idempotencyKey,
    email: text,
    id: serverId,
    /** Only for a customization saved during a checkout (/customize); a /custom request stands alone. */
    CheckoutHash: checkoutHash,
    Name: text,
    Phone: text,
    EventDate: text,
    EventTime: text,
    Occasion: text,
    ThemeName: text,
    Color: text,
    Venue: text,
    VenueType: text,
    GuestCount: count,
    ReturnGiftQty: count,
    Entertainment: text,
    Instruction: text,
    DecorName: text,
    CakeDetails: text,
    Age: count,
    CreatedAt: isoTimestamp,
    RequestHash: requestHash,
    /** Only on /custom requests (no CheckoutHash): the team answers those from the console. */
    ...inboxFields,
    /** A /custom request's quote: the team's price, the Razorpay Payment Link sent for it and, once paid, the payment. */
    Quote: {
      type: 'object',
      additionalProperties: false,
      required: ['AmountRupees', 'Description', 'LinkId', 'ShortUrl', 'Status', 'At', 'By'],
      properties: {
        AmountRupees: { type: 'integer', minimum: 1 },
        Description: text,
        LinkId: text,
        ShortUrl: text,
        Status: { type: 'string', enum: ['sent', 'paid'] },
        At: isoTimestamp,
        By: text,
        PaymentId: text,
        PaidAt: isoTimestamp,
        /** The order the paid quote became (placed with the payment, see modules/orders/quote-orders.ts). */
        OrderNumber: { type: 'string', pattern: orderNumberPattern },
        /** How many links were made for the request's quotes (the newest one's reference ends `-<Made>`). */
        Made: { type: 'integer', minimum: 1 },
      },
    },
    /** Only on requests for the inbox: the team's alert (`team-custom-request`), written by the same put. */
    ...outboxFields,
  },
} as const;

export const deliveryRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['IdempotencyKey', 'id', 'CheckoutHash', 'Name', 'PhoneNumber', 'Details', 'Timestamp', 'RequestHash'],
  properties: {
    IdempotencyKey: idempotencyKey,
    id: serverId,
    CheckoutHash: checkoutHash,
    Name: text,
    PhoneNumber: text,
    Details: {
      type: 'object',
      additionalProperties: false,
      required: ['Email', 'AddressLine1', 'AddressLine2', 'City', 'State', 'Pincode', 'Country'],
      properties: { Email: text, AddressLine1: text, AddressLine2: text, City: text, State: text, Pincode: text, Country: text },
    },
    Timestamp: isoTimestamp,
    RequestHash: requestHash,
  },
} as const;

const flag = { type: 'boolean' } as const;

export const suggestionRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'IdempotencyKey',
    'id',
    'ThemeName',
    'ThemeDescription',
    'OccasionType',
    'ColorScheme',
    'EventDate',
    'GuestName',
    'Phone',
    'Email',
    'GuestCount',
    'FoodPreferences',
    'Notes',
    'PropsNeeded',
    'AddOns',
    'CreatedAt',
    'RequestHash',
  ],
  properties: {
    IdempotencyKey: idempotencyKey,
    id: serverId,
    ThemeName: text,
    ThemeDescription: text,
    OccasionType: text,
    ColorScheme: text,
    EventDate: text,
    GuestName: text,
    Phone: text,
    Email: text,
    GuestCount: count,
    FoodPreferences: text,
    Notes: text,
    PropsNeeded: {
      type: 'object',
      additionalProperties: false,
      required: ['balloons', 'banners', 'centerpieces', 'photobooth', 'backdrop'],
      properties: { balloons: flag, banners: flag, centerpieces: flag, photobooth: flag, backdrop: flag },
    },
    AddOns: {
      type: 'object',
      additionalProperties: false,
      required: ['cakeTopper', 'welcomeBoard', 'returnGifts'],
      properties: { cakeTopper: flag, welcomeBoard: flag, returnGifts: flag },
    },
    CreatedAt: isoTimestamp,
    RequestHash: requestHash,
    ...inboxFields,
  },
} as const;

/** Keyed by the address, not the Idempotency-Key, so it keeps no request hash (see modules/inbox/subscription-routes.ts). */
export const subscriberRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'SubscribedAt'],
  properties: { email: text, SubscribedAt: isoTimestamp, ...inboxFields },
} as const;

const rupees = { type: 'integer', minimum: 0 } as const;

/** An add-on as it was priced when the order was placed, so the order reads the same whatever the catalog does later. */
const pricedAddon = {
  type: 'object',
  additionalProperties: false,
  required: ['Key', 'Label', 'Price'],
  properties: { Key: text, Label: text, Price: rupees },
} as const;

const historyEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['At', 'By', 'Change', 'To'],
  properties: {
    At: isoTimestamp,
    By: text,
    Change: { type: 'string', enum: ['placed', 'status', 'payment', 'link', 'payment-link', 'refund', 'edit'] },
    From: text,
    To: text,
    Reason: text,
    /** Whole rupees: a refund's amount, or the cash collected with a delivery. */
    Amount: { type: 'integer', minimum: 0 },
    /** A refund line: the payment (pay_…) the money goes back to, and how it was paid (upi, card …). */
    PaymentId: text,
    Method: text,
    /** The change moved the order back a step, undoing the change before it. */
    Undo: { type: 'boolean' },
    /** An edit: the parts it changed ("Cake details, Delivery slot"), what it changed the total by, and its id (a retry is the same edit). */
    Field: text,
    Difference: { type: 'integer' },
    EditId: text,
  },
} as const;

/** A delivery booked on the calendar: its day (YYYY-MM-DD, Mumbai), the slot's id and its label as the customer chose it. */
const deliverySlotRecord = {
  type: 'object',
  additionalProperties: false,
  required: ['Date', 'SlotId', 'Label'],
  properties: { Date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, SlotId: text, Label: text },
} as const;

export const orderRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'IdempotencyKey',
    'id',
    'CheckoutHash',
    'AccessTokenHash',
    'OrderNumber',
    'Lines',
    'Extras',
    'DeliveryId',
    'PaymentMethod',
    'PaymentStatus',
    'Status',
    'Subtotal',
    'Shipping',
    'Total',
    'CreatedAt',
    'RequestHash',
  ],
  properties: {
    IdempotencyKey: idempotencyKey,
    id: serverId,
    CheckoutHash: checkoutHash,
    /** The sha-256 (hex) of the order's access token; the token itself is only ever in the POST answer. */
    AccessTokenHash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    OrderNumber: { type: 'string', pattern: orderNumberPattern },
    Lines: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ThemeId', 'ThemeName', 'Addons', 'Quantity', 'BasePrice', 'AddonsPrice', 'UnitPrice', 'LineTotal'],
        properties: {
          ThemeId: text,
          ThemeName: text,
          Addons: { type: 'array', items: pricedAddon },
          Quantity: { type: 'integer', minimum: 1 },
          BasePrice: rupees,
          AddonsPrice: rupees,
          UnitPrice: rupees,
          LineTotal: rupees,
        },
      },
    },
    /** Extras from the generic /addon page, once per order. */
    Extras: { type: 'array', items: pricedAddon },
    CustomizationId: text,
    DeliveryId: text,
    /** The signed-in customer who placed it (the Cognito `sub` from the session, never from the body); absent for guests. */
    CustomerId: text,
    /**
     * Guest orders only: the delivery's phone number (10 digits), so the order joins the list of whoever later signs up
     * with that number verified (found through the phone's search items, kept when this is that phone). Kept off
     * customers' orders, which their account lists already.
     */
    Phone: { type: 'string', pattern: phonePattern },
    PaymentMethod: { type: 'string', enum: paymentMethods },
    PaymentStatus: { type: 'string', enum: paymentStatuses },
    Bank: text,
    /** `received` only on orders written before the lifecycle: read as `placed`. */
    Status: { type: 'string', enum: [...orderStatuses, 'received'] },
    /** Incremented by every change; each change is conditional on it (absent on older orders: version 0). */
    Version: count,
    /** Who changed what, and when; the placement is the first entry. */
    History: { type: 'array', items: historyEntry },
    /** The customer's and the team's messages each change caused (see outboxFields). */
    ...outboxFields,
    /** "order" on every order since the console: its one partition of the `byEventDateStatus` index. */
    Listed: { type: 'string', enum: ['order'] },
    /** The party's date (YYYY-MM-DD), from the customization; the order's placement date when it has none. */
    EventDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    /**
     * `<day>#<OrderNumber>`: the range key of the list indexes, so the console's lists and slips go by the day the box
     * goes out (the booked delivery day; EventDate for an order without one), then number.
     */
    EventSort: text,
    /**
     * The delivery's name and phone (10 digits) and e-mail, copied at placement for the list, search and messages; an
     * edit of the recipient changes the name and phone here (the delivery record keeps what was given at checkout).
     */
    CustomerName: text,
    /** The name on the party's details (who ordered), copied at placement: the console's Customer column. */
    OrderedBy: text,
    /** The orderer's phone (10 digits), when the party's details gave one: the Customer column's link. */
    /** When an operator last sent the customer the link to pay ("Send payment link"). */
    PaymentLinkSentAt: text,
    /**
     * The Razorpay Payment Links made for this order, oldest first: `ReferenceId` is `<OrderNumber>-L<n>` (Razorpay
     * refuses a second link with one, so two clicks make one link), `Status` as last known (created = open).
     */
    PaymentLinks: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['Id', 'ReferenceId', 'ShortUrl', 'AmountPaise', 'At', 'Status'],
        properties: {
          Id: text,
          ReferenceId: text,
          ShortUrl: text,
          AmountPaise: { type: 'integer', minimum: 100 },
          At: isoTimestamp,
          Status: { type: 'string', enum: ['created', 'paid', 'cancelled', 'expired'] },
        },
      },
    },
    OrderedByPhone: { type: 'string', pattern: phonePattern },
    /** The party's occasion, copied at placement for the reports. */
    Occasion: text,
    /** The words an operator may search this order by (see modules/orders/order-search.ts), each a small item of the search table. */
    SearchTerms: { type: 'array', items: text },
    ContactPhone: { type: 'string', pattern: phonePattern },
    ContactEmail: text,
    CancelReason: text,
    /** Whether the party's details make the box personalised (isPersonalised at completion): not cancellable online once packed. */
    Personalised: { type: 'boolean' },
    /**
     * When the box is delivered, reserved on the delivery calendar when the order was placed (its place is held under
     * CheckoutHash). Absent on orders placed before the calendar: "to be agreed".
     */
    DeliverySlot: deliverySlotRecord,
    /**
     * The personalisation as the order carries it since its first edit (the customization record keeps what was saved
     * at checkout); absent: the customization's.
     */
    Personalisation: {
      type: 'object',
      additionalProperties: false,
      properties: { DecorName: text, CakeDetails: text, Instruction: text },
    },
    /** The delivery address since the order's first edit of it (the delivery record keeps the original); absent: the delivery's. */
    DeliveryAddress: {
      type: 'object',
      additionalProperties: false,
      required: ['AddressLine1', 'AddressLine2', 'City', 'State', 'Pincode'],
      properties: { AddressLine1: text, AddressLine2: text, City: text, State: text, Pincode: text },
    },
    /**
     * The total the online payment was taken for, once an edit changed the total of an order paid online: the ledger's
     * rules (which payment is the order's, what is owed back) keep reading the payment against it. Absent: Total.
     */
    PaymentTotal: rupees,
    /** Bumped by an operator's "Rotate the status link": mixed into the link token, so earlier links stop working (absent: 0). */
    LinkVersion: count,
    /** Online payments: what the gateway reported (the lifecycle's PaymentLedger: payments, refunds, disputes, the capture asked for). */
    Ledger: {
      type: 'object',
      required: ['payments', 'refunds'],
      properties: {
        payments: { type: 'array', items: { type: 'object' } },
        refunds: { type: 'array', items: { type: 'object' } },
        disputes: { type: 'array', items: { type: 'object' } },
        capturing: text,
      },
    },
    /**
     * Held while one server creates this order's next Razorpay order: written by a conditional write before asking
     * Razorpay, so completes and "Pay now"s that race wait for that one instead of each creating their own.
     */
    GatewayOrderReservation: {
      type: 'object',
      additionalProperties: false,
      required: ['Token', 'At'],
      properties: { Token: text, At: isoTimestamp },
    },
    /** When the order was set aside for want of payment (see paymentExpiryHours); it can still be paid. */
    PaymentExpiredAt: isoTimestamp,
    /** When the order, placed to be paid online, is owed its one payment reminder; removed once queued, paid or cancelled. */
    PaymentReminderAt: isoTimestamp,
    /** Each Razorpay order made for this order (one per attempt to pay), newest last. */
    GatewayOrders: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['Id', 'AmountPaise', 'At'],
        properties: { Id: text, AmountPaise: { type: 'integer' }, At: isoTimestamp },
      },
    },
    /** The ids of the gateway's webhook events already recorded (the newest ones), so a retried event changes nothing. */
    PaymentEvents: { type: 'array', items: text },
    /**
     * Puts the order in the sparse `paymentOpen` index that reconciliation walks: "open" while it awaits payment, a
     * capture or a refund; "watch" while a captured payment can still be refunded or disputed at the gateway.
     */
    PaymentOpen: { type: 'string', enum: ['open', 'watch'] },
    /** "attention" while its payment needs an operator: the sparse `paymentAttention` index (the console's filter). */
    PaymentAttention: { type: 'string', enum: ['attention'] },
    /** The reference of money received outside the gateway, when an operator marked it paid by hand. */
    ManualPaymentReference: text,
    /** On orders stored before search went to the search table: the recipient's name lower-cased (no longer written). */
    SearchName: text,
    /**
     * The team's internal notes, never shown to the customer: a map keyed by the note request's Idempotency-Key, so a
     * retried note is stored once.
     */
    TeamNotes: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['At', 'By', 'Text'],
        /** ForPacking: printed on the order's packing slip too. */
        properties: { At: isoTimestamp, By: text, Text: text, ForPacking: { type: 'boolean' } },
      },
    },
    Subtotal: rupees,
    Shipping: rupees,
    Total: rupees,
    CreatedAt: isoTimestamp,
    RequestHash: requestHash,
  },
} as const;

/** A saved checkout step: the id of the record it stored, the key it was stored under and the values as saved. */
const savedStep = {
  type: 'object',
  additionalProperties: false,
  required: ['Id', 'Key', 'Values'],
  properties: { Id: serverId, Key: idempotencyKey, Values: { type: 'object' } },
} as const;

/**
 * A server-owned checkout (PartyBoxCheckouts), keyed by its secret id (a random UUID v4). Every PATCH is one
 * conditional UpdateItem on `Version`; complete sets `OrderId` once. Amounts are not stored: every answer reprices the
 * lines from the catalog. DynamoDB's TTL deletes it some time after `ExpiresAt`; readers treat it as gone from then on.
 */
export const checkoutRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'Version', 'Status', 'Lines', 'Extras', 'CreatedAt', 'UpdatedAt', 'ExpiresAt'],
  properties: {
    id: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$' },
    Version: count,
    Status: { type: 'string', enum: ['open', 'completed'] },
    /** The signed-in customer it belongs to (the Cognito `sub`); absent for a guest's, which belongs to its cookie. */
    CustomerId: text,
    /** A draft order the team took (by phone or WhatsApp): the operator who saved it; finalised by the team only. */
    DraftBy: text,
    /** "open" on a draft order until it is placed or discarded: puts it in the sparse `openDrafts` index. */
    DraftOpen: { type: 'string', enum: ['open'] },
    /** A draft the team discarded: when and by whom (it is expired from then on, its calendar place given back). */
    DiscardedAt: isoTimestamp,
    DiscardedBy: text,
    Lines: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['ThemeId', 'Addons', 'Quantity'],
        properties: { ThemeId: text, Addons: { type: 'array', items: text }, Quantity: { type: 'integer', minimum: 1 } },
      },
    },
    Extras: { type: 'array', items: text },
    /** The saved customization (customiseduserdata) and delivery (PartyBoxDeliveryDetails) steps. */
    Customization: savedStep,
    Delivery: savedStep,
    Payment: {
      type: 'object',
      additionalProperties: false,
      required: ['Method'],
      properties: { Method: { type: 'string', enum: paymentMethods }, Bank: { type: 'string', enum: netBankingBanks } },
    },
    /** The last PATCH's Idempotency-Key and request hash: its retry replays instead of meeting a 409. */
    LastWrite: { type: 'object', additionalProperties: false, required: ['Key', 'Hash'], properties: { Key: idempotencyKey, Hash: requestHash } },
    /** Set once, by complete: the order it became. */
    OrderId: serverId,
    OrderNumber: { type: 'string', pattern: orderNumberPattern },
    CompletedAt: isoTimestamp,
    /** The delivery reserved on the calendar when the checkout was completed (the order copies it). */
    DeliverySlot: deliverySlotRecord,
    /**
     * The place the delivery step holds on the calendar (PartyBoxDeliveryDays' Holds, under the checkout's hash) and
     * when the hold ends; complete turns it into the booking and removes this.
     */
    DeliveryHold: {
      type: 'object',
      additionalProperties: false,
      required: ['Date', 'SlotId', 'Until'],
      properties: { Date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, SlotId: text, Until: isoTimestamp },
    },
    CreatedAt: isoTimestamp,
    UpdatedAt: isoTimestamp,
    /** Epoch seconds: every write moves it `checkoutLifetimeDays` on (the table's TTL attribute). */
    ExpiresAt: { type: 'integer' },
  },
} as const;

export type ContactRecord = FromSchema<typeof contactRecordSchema>;
export type CustomizationRecord = FromSchema<typeof customizationRecordSchema>;
export type DeliveryRecord = FromSchema<typeof deliveryRecordSchema>;
export type SuggestionRecord = FromSchema<typeof suggestionRecordSchema>;
export type SubscriberRecord = FromSchema<typeof subscriberRecordSchema>;
export type OrderRecord = FromSchema<typeof orderRecordSchema>;
export type OrderHistoryRecord = FromSchema<typeof historyEntry>;
export type OutboxMessageRecord = FromSchema<typeof outboxMessage>;
export type CheckoutRecord = FromSchema<typeof checkoutRecordSchema>;

/** A customer account's record, keyed by the Cognito `sub`: the profile and the cart and wishlist that follow them. */
export const customerRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sub', 'Name', 'Phone', 'Email', 'CreatedAt', 'UpdatedAt'],
  properties: {
    sub: text,
    Name: text,
    Phone: text,
    Email: text,
    /** Whether Cognito holds the phone number as verified (phone_number_verified) at the last sign-in. */
    PhoneVerified: { type: 'boolean' },
    /** The storefront's cart lines and wishlist items as it last sent them (display snapshots; orders are repriced). */
    Cart: { type: 'array', items: { type: 'object' } },
    Wishlist: { type: 'array', items: { type: 'object' } },
    /**
     * When the account last signed out or reset its password (seconds since 1970): access tokens of a sign-in before
     * it (their auth_time) are refused, wherever they are kept.
     */
    SignedOutAt: { type: 'integer' },
    CreatedAt: isoTimestamp,
    UpdatedAt: isoTimestamp,
  },
} as const;
export type CustomerRecord = FromSchema<typeof customerRecordSchema>;

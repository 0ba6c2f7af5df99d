// The preset dictionaries `Packed` is compressed against (order-packing.ts). Each is a sample of an order's packed JSON
// with made-up values, so the names, statuses, events and catalog words every order repeats cost a few bits each
// instead of being spelled out once per item. A stored item names its dictionary by its first byte, so a dictionary
// is never changed once released: a better one is added under the next number and the older ones still read.

/** Format 1: the first layout's attributes. */
const sampleV1 = {
  History: [
    { At: '2026-01-01T00:00:00.000Z', By: 'Customer', Change: 'placed', To: 'placed' },
    { At: '2026-01-01T00:00:00.000Z', By: 'Customer', Change: 'payment', From: 'awaiting-payment', To: 'paid' },
    { At: '2026-01-01T00:00:00.000Z', By: 'Shop', Change: 'status', From: 'placed', To: 'confirmed' },
    { By: '', Change: 'status', From: 'confirmed', To: 'packed' },
    { Change: 'status', From: 'packed', To: 'out-for-delivery' },
    { Change: 'status', From: 'out-for-delivery', To: 'delivered' },
    { Change: 'refund', Amount: 0, PaymentId: 'pay_', Method: 'upi' },
  ],
  Outbox: [
    { Id: '01a2189a-a79b-7', Channel: 'sms', To: '+91', Event: 'payment-reminder', Attempts: 0, NextAttemptAt: '2026-' },
    { Id: '', Channel: 'email', To: '@gmail.com', Event: 'received', Attempts: 0, NextAttemptAt: '2026-' },
    { Channel: 'team', To: 'operators', Event: 'team-new-order' },
  ],
  Ledger: { payments: [{ id: 'pay_', gatewayOrderId: 'order_', amountPaise: 0, method: 'upi', status: 'captured', at: '2026-' }], refunds: [] },
  Lines: [{ ThemeId: '', ThemeName: '', Addons: [], Quantity: 1, BasePrice: 0, AddonsPrice: 0, UnitPrice: 0, LineTotal: 0 }],
  GatewayOrders: [{ Id: 'order_', AmountPaise: 0, At: '2026-' }],
  AccessTokenHash: '',
  CheckoutHash: '',
  RequestHash: '',
  CustomizationId: '',
  DeliveryId: '',
  ContactEmail: '',
  OrderedByPhone: '',
  OrderedBy: '',
  Occasion: 'Birthday',
  PaymentStatus: 'paid',
  Subtotal: 0,
  Shipping: 0,
  Total: 0,
  Extras: [],
  SearchTerms: ['pb'],
  PaymentEvents: ['evt_'],
};

/**
 * Format 2: format 1's sample with the delivery slot, the contact's phone, the party's date and the payment reminder's
 * hour (packed since format 2)
 * and the catalog's add-ons and delivery slots as they were when it was made (an order's lines carry each add-on's
 * key and label), so an order with a few add-ons keeps its item under the 1 KB write unit for its whole life.
 */
const sampleV2 = {
  ...sampleV1,
  DeliverySlot: { Date: '2026-01-01', SlotId: 'morning', Label: '9 am-12 pm' },
  Slots: [
    { SlotId: 'midday', Label: '12-3 pm' },
    { SlotId: 'evening', Label: '3-6 pm' },
  ],
  ContactPhone: '98200',
  EventDate: '2026-01-01',
  PaymentReminderAt: '2026-01-01T00:00:00.000Z',
  Addons: [
    ['cupcakeToppers', 'Cupcake Toppers'],
    ['customWelcomeBoard', 'Custom Welcome Board'],
    ['extraBalloonPack', 'Extra Balloon Pack (20 pieces)'],
    ['ledFairyLights', 'LED Fairy Lights (10 m)'],
    ['backdropBanner', 'Backdrop Banner'],
    ['cutOutStandee', 'Cut-out Standee'],
    ['extra4DBalloonPack', 'Extra 4D Balloon Pack (5 pieces)'],
    ['returnGiftBags', 'Return Gift Bags with Stickers'],
    ['printedThankCards', 'Printed Thank You Cards'],
    ['neonSign', 'Happy Birthday Neon Sign'],
    ['welcome', 'Welcome Board'],
    ['topper', 'Cake Topper'],
    ['extraLights', 'Extra String Lights'],
    ['extraBalloons', 'Extra Balloons'],
    ['thankYouCards', 'Thank You Cards'],
    ['photoProps', 'Photo Booth Props'],
    ['dessertTable', 'Dessert Table Setup'],
    ['nameBanner', 'Personalised Name Banner'],
    ['balloons', 'Balloon Pack'],
    ['banner', 'Party Banner'],
  ].map(([Key, Label]) => ({ Key, Label, Price: 0 })),
};

/** Each format's dictionary, by the format number a stored item starts with. */
export const packingDictionaries: ReadonlyMap<number, Buffer> = new Map([
  [1, Buffer.from(JSON.stringify(sampleV1))],
  [2, Buffer.from(JSON.stringify(sampleV2))],
]);

/** The format new items are packed in. */
export const currentPackingFormat = 2;

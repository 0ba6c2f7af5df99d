// A stand-in for the API's checkout routes in component tests, built on stubFetch: one checkout kept in memory,
// created, read, changed (a stale version answers 409 checkout_changed with the current checkout, as the API does)
// and completed; any other request, or a queued fault, is answered as given. Lines and amounts are the ones the test
// serves: sent lines are recorded, not priced.
import { toPaise } from '@partybox/pricing';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import type { Checkout } from '../lib/checkout-api';
import { useCheckoutIdStore } from '../stores/checkout-id-store';
import { stubFetch, type SentRequest, type StubAnswer } from './stub-fetch';

export const checkoutId = '6f1c2b9e-4d7a-4f3b-9c2e-1a2b3c4d5e6f';

/** A checkout of one Superheroes box with cupcake toppers (₹14,999 + ₹399, shipping ₹199), changed by `parts`. */
export function checkoutView(parts: Partial<Checkout> = {}): Checkout {
  return {
    id: checkoutId,
    version: 1,
    status: 'open',
    expiresAt: '2030-01-08T10:00:00.000Z',
    lines: [
      {
        themeId: 'superhero',
        themeName: 'Superheroes',
        route: '/superhero',
        image: { src: 'themes/superhero.svg', alt: '' },
        addons: [{ key: 'cupcakeToppers', label: 'Cupcake toppers', price: 399 }],
        quantity: 1,
        basePrice: 14999,
        unitPrice: 15398,
        lineTotal: 15398,
      },
    ],
    extras: [],
    subtotal: 15398,
    shipping: 199,
    total: 15597,
    ...parts,
  };
}

export const placedOrder = {
  id: 'o-1',
  orderNumber: 'PB-250709-ABC123',
  status: 'placed',
  paymentMethod: 'card',
  paymentStatus: 'awaiting-payment',
  lines: [],
  extras: [],
  subtotal: 15398,
  shipping: 199,
  total: 15597,
  createdAt: '2025-07-09T10:00:00.000Z',
} as const;

/**
 * The delivery calendar the stand-in serves: Tue 1 Dec 2026 to Sun 6 Dec 2026 after two too-soon days, Thu 3 Dec fully
 * booked, Fri 4 Dec blocked for a festival, and the evening slot of Sat 5 Dec taken.
 */
export function deliveryCalendarView(): DeliveryCalendarView {
  const slots = (available: boolean, evening = available) => [
    { id: 'morning', label: '9 am-12 pm', available },
    { id: 'midday', label: '12-3 pm', available },
    { id: 'evening', label: '3-6 pm', available: evening },
  ];
  const tooSoon = { status: 'too-soon' as const, reason: 'We need 5 days to make your box: the earliest delivery is Tue 1 Dec', slots: slots(false) };
  return {
    today: '2026-11-29',
    earliest: '2026-12-01',
    latest: '2026-12-06',
    days: [
      { date: '2026-11-29', ...tooSoon },
      { date: '2026-11-30', ...tooSoon },
      { date: '2026-12-01', status: 'open', slots: slots(true) },
      { date: '2026-12-02', status: 'open', slots: slots(true) },
      { date: '2026-12-03', status: 'full', reason: 'Fully booked', slots: slots(false) },
      { date: '2026-12-04', status: 'blocked', reason: 'Fully booked for Diwali', slots: slots(false) },
      { date: '2026-12-05', status: 'open', slots: slots(true, false) },
      { date: '2026-12-06', status: 'open', slots: slots(true) },
    ],
  };
}

type Answer = StubAnswer | ((request: SentRequest) => StubAnswer);

let gatewayOrders = 0;

/** The options the API answers to open the gateway's checkout (a new gateway order and script address each time). */
export function gatewayOptions(totalRupees: number, method: string) {
  gatewayOrders += 1;
  return {
    keyId: 'rzp_test_Sandbox0001',
    gatewayOrderId: `order_Test${gatewayOrders}`,
    amountPaise: toPaise(totalRupees),
    currency: 'INR' as const,
    name: 'Party Box',
    description: 'Order PB-250709-ABC123',
    prefill: { name: 'Asha Mehta', contact: '+919820098200', method },
    scriptUrl: `http://gateway.test/v1/checkout.js?n=${gatewayOrders}`,
  };
}

/**
 * Serves `initial` (remembered by the browser as the checkout under way, unless `remembered` is false; null: no checkout
 * yet). `faults` are
 * answered first, one per request, in order.
 */
export function checkoutServer(
  initial: Checkout | null = checkoutView(),
  { remembered = true, faults = [] as Answer[], orders = undefined as ((request: SentRequest) => StubAnswer) | undefined } = {},
) {
  let checkout = initial ?? undefined;
  if (initial && remembered) useCheckoutIdStore.setState({ id: initial.id });
  const queued = [...faults];
  const api = stubFetch((request) => {
    // The calendar is read beside the checkout; it takes none of the faults queued for the checkout's requests.
    if (request.method === 'GET' && request.url.startsWith('/api/delivery-calendar')) return { status: 200, body: deliveryCalendarView() };
    const fault = queued.shift();
    if (fault) return typeof fault === 'function' ? fault(request) : fault;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && request.url === '/api/checkouts') {
      // The boxes as the test priced them: the fake does not price the lines it is sent (the test reads what was sent).
      checkout = checkoutView();
      return { status: 201, body: checkout };
    }
    if (orders && request.url.startsWith('/api/orders/')) return orders(request);
    if (!checkout || !request.url.startsWith(`/api/checkouts/${checkout.id}`)) return { status: 404, body: { error: 'not_found', message: 'Not found.' } };
    if (request.method === 'GET') return { status: 200, body: checkout };
    if (request.method === 'PATCH') {
      const { version, lines: _lines, extras: _extras, ...change } = body;
      if (version !== checkout.version) {
        return { status: 409, body: { error: 'checkout_changed', message: 'This checkout was changed in another tab or window.', checkout } };
      }
      const saved = { ...change } as Record<string, unknown>;
      for (const part of ['customization', 'delivery'] as const) if (saved[part]) saved[part] = { id: `${part}-record-0001`, ...(saved[part] as object) };
      // A saved delivery holds its day and slot for ten minutes, as the API does.
      if (saved.delivery) {
        const { deliveryDate, deliverySlot } = saved.delivery as { deliveryDate: string; deliverySlot: string };
        const label = deliveryCalendarView().days[0]!.slots.find((slot) => slot.id === deliverySlot)?.label ?? deliverySlot;
        const until = new Date(Date.now() + 10 * 60_000).toISOString();
        saved.deliveryHold = { date: deliveryDate, slotId: deliverySlot, label, until, token: 'a'.repeat(64) };
      }
      checkout = { ...checkout, ...(saved as Partial<Checkout>), version: checkout.version + 1 };
      return { status: 200, body: checkout };
    }
    if (request.method === 'POST' && request.url.endsWith('/complete')) {
      const payment = (body.payment ?? checkout.payment) as Checkout['payment'];
      const method = payment?.method ?? 'card';
      const online = method !== 'cod';
      const order = { ...placedOrder, paymentMethod: method, paymentStatus: online ? 'awaiting-payment' : 'pay-on-delivery', total: checkout.total };
      checkout = { ...checkout, status: 'completed', payment, order: { id: order.id, orderNumber: order.orderNumber, accessToken: 'a'.repeat(43) } };
      return {
        status: 201,
        body: { order, accessToken: 'a'.repeat(43), ...(online && { payment: gatewayOptions(checkout.total, method === 'qr' ? 'upi' : method) }) },
      };
    }
    return { status: 405, body: { error: 'method_not_allowed', message: 'Not allowed.' } };
  });
  return { ...api, current: () => checkout, patches: () => api.sent.filter((request) => request.method === 'PATCH') };
}

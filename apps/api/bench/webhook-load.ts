// The webhook part of `pnpm bench:api`: signed Razorpay events posted to POST /api/payments/razorpay/webhook of the
// running store, as Razorpay posts them (the raw body signed with the webhook secret, a fresh x-razorpay-event-id
// each). Orders paid by UPI are placed first through the checkout; each then receives `order.paid` events for its one
// payment: the first marks it paid, every later one (a new event id, as Razorpay's duplicates have) records its id.
// Each accepted event is one conditional UpdateItem of the order, so the rate compares with the raw put rate.
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

interface PlacedOnline {
  readonly orderNumber: string;
  readonly gatewayOrderId: string;
  readonly amountPaise: number;
}

const json = { 'content-type': 'application/json' };

async function placeOnline(url: string, eventDate: string): Promise<PlacedOnline> {
  const started = await fetch(`${url}/api/checkouts`, { method: 'POST', headers: json, body: JSON.stringify({ lines: [{ themeId: 'glow', addons: [], quantity: 1 }] }) });
  const checkout = (await started.json()) as { id: string; version: number };
  const cookie = `pb_checkout=${checkout.id}`;
  const patched = await fetch(`${url}/api/checkouts/${checkout.id}`, {
    method: 'PATCH',
    headers: { ...json, cookie, 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      version: checkout.version,
      customization: { name: 'Bench Rao', phone: '9820098200', email: 'bench@example.com', eventDate },
      delivery: { fullName: 'Bench Rao', phone: '9820098200', addressLine1: '4 Sea Breeze', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
      payment: { method: 'upi' },
    }),
  });
  const view = (await patched.json()) as { total: number };
  const done = await fetch(`${url}/api/checkouts/${checkout.id}/complete`, {
    method: 'POST',
    headers: { ...json, cookie, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ total: view.total }),
  });
  if (done.status !== 201) throw new Error(`complete answered ${done.status}: ${await done.text()}`);
  const { order, payment } = (await done.json()) as { order: { orderNumber: string }; payment: { gatewayOrderId: string; amountPaise: number } };
  return { orderNumber: order.orderNumber, gatewayOrderId: payment.gatewayOrderId, amountPaise: payment.amountPaise };
}

/** An `order.paid` event for the order's one payment, as Razorpay sends it. */
function orderPaidBody(order: PlacedOnline, index: number): string {
  const now = Math.floor(Date.now() / 1000);
  const paymentId = `pay_bench${String(index).padStart(10, '0')}`;
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_bench',
    event: 'order.paid',
    contains: ['payment', 'order'],
    payload: {
      payment: { entity: { id: paymentId, entity: 'payment', amount: order.amountPaise, currency: 'INR', status: 'captured', order_id: order.gatewayOrderId, method: 'upi', created_at: now } },
      order: { entity: { id: order.gatewayOrderId, entity: 'order', amount: order.amountPaise, receipt: order.orderNumber, status: 'paid', created_at: now } },
    },
    created_at: now,
  });
}

/** Places `orders` orders, then posts `requests` signed events over them; answers the rate and latencies. */
export async function benchWebhooks(url: string, sandboxStateFile: string, { orders = 200, requests = 2000, connections = 16 } = {}) {
  const { credentials } = JSON.parse(readFileSync(sandboxStateFile, 'utf8')) as { credentials: { webhookSecret: string } };
  const eventDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const placed: PlacedOnline[] = [];
  for (let i = 0; i < orders; i += 10) placed.push(...(await Promise.all(Array.from({ length: Math.min(10, orders - i) }, () => placeOnline(url, eventDate)))));
  const bodies = placed.map(orderPaidBody);
  let sent = 0;
  const result = await autocannon({
    url,
    connections,
    amount: requests,
    requests: [
      {
        method: 'POST',
        path: '/api/payments/razorpay/webhook',
        setupRequest: (request) => {
          const body = bodies[sent++ % bodies.length]!;
          return {
            ...request,
            headers: {
              ...json,
              'x-razorpay-signature': createHmac('sha256', credentials.webhookSecret).update(body).digest('hex'),
              'x-razorpay-event-id': `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
            },
            body,
          };
        },
      },
    ],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

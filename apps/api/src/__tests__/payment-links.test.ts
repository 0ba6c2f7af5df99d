// "Send payment link" makes a Razorpay Payment Link through the SDK for what the order still owes and texts its
// short_url; a second press while it is open sends the same link; the customer pays it on the sandbox's hosted page
// and payment_link.paid (delivered twice, as Razorpay may) pays the order once. Against dynalite, the Razorpay sandbox
// and cognito-local.
import { apiPaths } from '@partybox/contracts';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { formatInrAscii, toPaise } from '@partybox/pricing';
import Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { deliver, eventsAbout, eventually, placeOnlineOrder } from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';

const suite = usePaymentsSuite();

const detail = async (orderNumber: string) => (await suite.staff.get(apiPaths.admin.order.href(orderNumber))).json<AdminOrderDetail>();
const sendLink = async (orderNumber: string) => {
  const { version } = await detail(orderNumber);
  const response = await suite.staff.post(apiPaths.admin.orderPaymentLink.href(orderNumber), { expectedVersion: version });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOrderDetail>();
};
const sdk = () => {
  const { sandbox } = suite.harness;
  return new Razorpay({ key_id: sandbox.keyId, key_secret: sandbox.keySecret, hostUrl: sandbox.url } as ConstructorParameters<typeof Razorpay>[0]);
};
const textsAbout = (orderNumber: string) =>
  suite.harness.logs
    .filter((line) => line.msg?.startsWith('SMS to ') && line.msg.includes(orderNumber))
    .map((line) => line.msg!.replace(/^SMS to \+91\d{10}: /, ''));
/** What the hosted page posts when the customer pays there (the page's own call). */
const payOnPage = async (shortUrl: string) => {
  const response = await fetch(`${shortUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'upi', vpa: 'success@razorpay', contact: '9820044444', email: 'asha@example.com' }),
  });
  return (await response.json()) as { razorpay_payment_id?: string };
};

describe('payment links', () => {
  it('never sends a link left under its reference for another amount (opened for an edit that lost a clash): it is cancelled and the next reference used', async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'upi');
    const stale = await sdk().paymentLink.create({
      amount: 50_000,
      currency: 'INR',
      reference_id: `${order.orderNumber}-L1`,
      description: 'an earlier attempt',
      notes: { orderNumber: order.orderNumber },
    } as never);
    const sent = await sendLink(order.orderNumber);
    const [link] = sent.payment.links ?? [];
    expect(link).toMatchObject({ amountPaise: toPaise(order.total), status: 'created' });
    expect(await sdk().paymentLink.fetch(link!.id)).toMatchObject({ amount: toPaise(order.total), reference_id: `${order.orderNumber}-L2` });
    expect(await sdk().paymentLink.fetch((stale as { id: string }).id)).toMatchObject({ status: 'cancelled' });
  });

  it('makes a Razorpay link for the amount due through the SDK and texts its short_url; pressed again, sends the same link', async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'upi');
    const sent = await sendLink(order.orderNumber);
    const [link] = sent.payment.links ?? [];
    expect(link).toMatchObject({ amountPaise: toPaise(order.total), status: 'created' });
    const atGateway = await sdk().paymentLink.fetch(link!.id);
    expect(atGateway).toMatchObject({ amount: toPaise(order.total), reference_id: `${order.orderNumber}-L1`, short_url: link!.shortUrl, status: 'created' });

    const again = await sendLink(order.orderNumber);
    expect(again.payment.links).toEqual([link]);
    const { payment_links } = (await sdk().paymentLink.all({ reference_id: `${order.orderNumber}-L2` } as never)) as unknown as { payment_links: unknown[] };
    expect(payment_links).toEqual([]);

    await suite.harness.app.sendPendingMessages();
    const texts = textsAbout(order.orderNumber).filter((text) => text.includes('please pay'));
    expect(texts).toEqual([
      `Party Box: please pay ${formatInrAscii(order.total)} for order ${order.orderNumber} here: ${link!.shortUrl}`,
      `Party Box: please pay ${formatInrAscii(order.total)} for order ${order.orderNumber} here: ${link!.shortUrl}`,
    ]);
  });

  it('a link left open when the order is paid another way is cancelled, so the customer cannot pay twice', async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'upi');
    const [link] = (await sendLink(order.orderNumber)).payment.links ?? [];
    // The customer pays with "Pay now" on the order's page instead (its own Razorpay order), not with the link.
    suite.harness.sandbox.controls.payOrder(order.payment.gatewayOrderId);
    await eventually(async () => expect((await detail(order.orderNumber)).paymentStatus).toBe('paid'));
    await suite.harness.sandbox.controls.webhooksSettled();
    expect(await sdk().paymentLink.fetch(link!.id)).toMatchObject({ status: 'cancelled' });
    expect((await detail(order.orderNumber)).payment.links).toEqual([{ ...link, status: 'cancelled' }]);
    expect(await payOnPage(link!.shortUrl)).not.toHaveProperty('razorpay_payment_id');
    expect((await detail(order.orderNumber)).payment.attempts.filter((attempt) => attempt.status === 'captured')).toHaveLength(1);
  });

  it('a link paid on the hosted page pays the order; the same payment_link.paid delivered again changes nothing', async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'card');
    const [link] = (await sendLink(order.orderNumber)).payment.links ?? [];
    const paid = await payOnPage(link!.shortUrl);
    expect(paid.razorpay_payment_id).toMatch(/^pay_/);
    await suite.harness.sandbox.controls.webhooksSettled();

    const after = await eventually(async () => {
      const current = await detail(order.orderNumber);
      expect(current.paymentStatus).toBe('paid');
      return current;
    });
    expect(after.payment.attempts).toEqual([expect.objectContaining({ id: paid.razorpay_payment_id, amountPaise: toPaise(order.total), status: 'captured' })]);
    expect(after.payment.links).toEqual([expect.objectContaining({ id: link!.id, status: 'paid' })]);
    expect(after.history.at(-1)).toMatchObject({ change: 'payment', to: 'paid' });

    const [event] = eventsAbout(suite.harness.sandbox, link!.id, 'payment_link.paid');
    const twice = await Promise.all([deliver(suite.harness.app, suite.harness.sandbox, event!), deliver(suite.harness.app, suite.harness.sandbox, event!)]);
    expect(twice.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const replayed = await detail(order.orderNumber);
    expect(replayed.version).toBe(after.version);
    expect(replayed.payment.attempts).toHaveLength(1);
    expect(replayed.history.filter((entry) => entry.change === 'payment' && entry.to === 'paid')).toHaveLength(1);
  });

  it('a link paid while every webhook of it is lost is found paid by reconciliation', async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'upi');
    const [link] = (await sendLink(order.orderNumber)).payment.links ?? [];
    await suite.harness.sandbox.controls.webhooksSettled();
    // payment.authorized, payment.captured, order.paid and payment_link.paid: none reaches the store.
    suite.harness.sandbox.controls.dropNextWebhooks(4);
    expect((await payOnPage(link!.shortUrl)).razorpay_payment_id).toMatch(/^pay_/);
    expect((await detail(order.orderNumber)).paymentStatus).toBe('awaiting-payment');
    await suite.harness.app.reconcilePayments();
    const after = await detail(order.orderNumber);
    expect(after.paymentStatus).toBe('paid');
    expect(after.payment.links).toEqual([expect.objectContaining({ id: link!.id, status: 'paid' })]);
  });

  it('ignores a payment_link.paid for a link the shop did not make', async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'upi');
    const foreign = await sdk().paymentLink.create({ amount: toPaise(order.total), currency: 'INR', reference_id: `${order.orderNumber}-L9` } as never);
    await payOnPage((foreign as unknown as { short_url: string }).short_url);
    await suite.harness.sandbox.controls.webhooksSettled();
    expect((await detail(order.orderNumber)).paymentStatus).toBe('awaiting-payment');
  });
});

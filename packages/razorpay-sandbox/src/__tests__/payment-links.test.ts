// Payment Links through the patched SDK (paymentLink.create, fetch, all, cancel): Razorpay's refusals, the hosted
// page's payment, the callback signature the SDK verifies, and the signed payment_link.paid webhook.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import type { RazorpaySandbox } from '../index';
import { sdkError, startTestSandbox, startWebhookReceiver, waitFor } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let serial = 0;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ sandbox, razorpay } = await startTestSandbox({ webhookUrl: receiver.url }));
});
beforeEach(async () => {
  await sandbox.controls.webhooksSettled();
  receiver.deliveries.length = 0;
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const reference = () => `PB-LINK-${(serial += 1)}`;

function newLink(extra: Record<string, unknown> = {}) {
  return razorpay.paymentLink.create({
    amount: 154900,
    currency: 'INR',
    reference_id: reference(),
    description: 'Order PB-2412-0042: balance due',
    customer: { name: 'Tanvi Shah', contact: '+919820044444', email: 'tanvi@example.com' },
    notify: { sms: false, email: false },
    notes: { orderNumber: 'PB-2412-0042' },
    ...extra,
  } as Parameters<Razorpay['paymentLink']['create']>[0]);
}

/** What the hosted page posts when the customer pays (the page's own call, as the browser makes it). */
async function payOnPage(shortUrl: string, body: Record<string, unknown> = { method: 'upi', vpa: 'success@razorpay' }) {
  const response = await fetch(`${shortUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contact: '9820044444', email: 'tanvi@example.com', ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe('payment links', () => {
  it('creates a link in Razorpay’s shape with a short_url to its hosted page, and fetches it', async () => {
    const link = await newLink();
    expect(link).toMatchObject({ amount: 154900, amount_paid: 0, currency: 'INR', status: 'created', accept_partial: false, cancelled_at: 0 });
    expect(link.id).toMatch(/^plink_[A-Za-z0-9]{14}$/);
    expect(link.short_url).toMatch(new RegExp(`^${sandbox.url}/i/[A-Za-z0-9]{8}$`));
    expect(await razorpay.paymentLink.fetch(link.id)).toEqual(link);
    const page = await fetch(link.short_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('₹1,549');
  });

  it('refuses a second link with the same reference_id, naming the field', async () => {
    const first = await newLink();
    const again = await sdkError(newLink({ reference_id: first.reference_id }));
    expect(again.statusCode).toBe(400);
    expect(again.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'reference_id' });
    expect(String(again.error.description)).toContain(first.reference_id);
    const { payment_links } = (await razorpay.paymentLink.all({ reference_id: first.reference_id } as never)) as unknown as {
      payment_links: Array<{ id: string }>;
    };
    expect(payment_links.map((link) => link.id)).toEqual([first.id]);
  });

  it('refuses amounts under ₹1 or not in paise, and options it does not model', async () => {
    expect((await sdkError(newLink({ amount: 99 }))).error).toMatchObject({ description: 'The amount must be atleast INR 1.00', field: 'amount' });
    expect((await sdkError(newLink({ amount: 1549.5 }))).error).toMatchObject({ field: 'amount' });
    expect((await sdkError(newLink({ accept_partial: true }))).error).toMatchObject({ field: 'accept_partial' });
    expect((await sdkError(newLink({ upi_link: true }))).error).toMatchObject({ field: 'upi_link' });
    expect((await sdkError(newLink({ currency: 'USD' }))).error).toMatchObject({ field: 'currency' });
    expect((await sdkError(newLink({ callback_url: 'https://shop.example/paid' }))).error).toMatchObject({ field: 'callback_method' });
    expect((await sdkError(newLink({ expire_by: Math.floor(Date.now() / 1000) + 60 }))).error).toMatchObject({ field: 'expire_by' });
  });

  it('a payment on the hosted page pays the link: payment_link.paid carries the payment, the order and the link, signed', async () => {
    const link = await newLink({ callback_url: 'https://shop.example/paid', callback_method: 'get' });
    const paid = await payOnPage(link.short_url);
    expect(paid.status).toBe(200);
    const verified = validatePaymentVerification(
      {
        payment_link_id: link.id,
        payment_id: paid.body.razorpay_payment_id,
        payment_link_reference_id: link.reference_id,
        payment_link_status: 'paid',
      } as never,
      paid.body.razorpay_signature!,
      sandbox.keySecret,
    );
    expect(verified).toBe(true);
    expect(paid.body.callback).toContain('https://shop.example/paid?razorpay_payment_id=');
    const [event] = await waitFor('payment_link.paid', () => receiver.of('payment_link.paid').length === 1 && receiver.of('payment_link.paid'));
    expect(validateWebhookSignature(event!.rawBody, event!.signature, sandbox.webhookSecret)).toBe(true);
    expect(event!.event.contains).toEqual(['payment', 'order', 'payment_link']);
    const { payment, order, payment_link } = event!.event.payload;
    expect(payment_link!.entity).toMatchObject({ id: link.id, status: 'paid', amount_paid: 154900, reference_id: link.reference_id });
    expect(order!.entity).toMatchObject({ status: 'paid', amount: 154900, receipt: link.reference_id });
    expect(payment!.entity).toMatchObject({
      id: paid.body.razorpay_payment_id,
      status: 'captured',
      order_id: order!.entity.id,
      description: `#${link.id.slice(6)}`,
    });
    expect(await razorpay.paymentLink.fetch(link.id)).toMatchObject({ status: 'paid', amount_paid: 154900 });
    expect((await payOnPage(link.short_url)).body.error).toMatchObject({ description: 'This payment link is paid: it cannot be paid.' });
  });

  it('a failed attempt leaves the link open; a cancelled link cannot be paid or cancelled again', async () => {
    const link = await newLink();
    expect((await payOnPage(link.short_url, { method: 'upi', vpa: 'failure@razorpay' })).body.error).toMatchObject({ reason: 'payment_failed' });
    expect(await razorpay.paymentLink.fetch(link.id)).toMatchObject({ status: 'created', amount_paid: 0 });
    expect(await razorpay.paymentLink.cancel(link.id)).toMatchObject({ status: 'cancelled' });
    expect((await sdkError(razorpay.paymentLink.cancel(link.id))).error).toMatchObject({ description: 'Payment Link cannot be cancelled: it is cancelled' });
    expect((await payOnPage(link.short_url)).body.error).toMatchObject({ description: 'This payment link is cancelled: it cannot be paid.' });
    await waitFor('payment_link.cancelled', () => receiver.of('payment_link.cancelled').length === 1);
  });
});

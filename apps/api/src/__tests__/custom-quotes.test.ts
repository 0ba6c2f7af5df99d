// A quote for a /custom request: the team sets a price and a short description, the customer is texted a Razorpay
// Payment Link for it, pays it on the sandbox's hosted page, and the request shows the quote paid with its payment
// (once, however often payment_link.paid arrives). Against dynalite, the Razorpay sandbox and cognito-local.
import { apiPaths, indiaToday, wireHeaders } from '@partybox/contracts';
import type { AdminOrderDetail, AdminOrderPage, CustomerOrderStatus, InboxItem } from '@partybox/contracts/operations';
import type { SalesReport } from '@partybox/contracts/reports';
import { formatInrAscii, toPaise } from '@partybox/pricing';
import Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { newKey } from './support/harness';
import { daysFromToday } from './support/operations';
import { deliver, eventsAbout, eventually, gatewayRefunds } from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';

const suite = usePaymentsSuite();

async function customRequest(): Promise<string> {
  const response = await suite.harness.app.inject({
    method: 'POST',
    url: '/api/customizations',
    headers: { 'content-type': 'application/json', 'idempotency-key': newKey('custom') },
    payload: JSON.stringify({
      name: 'Meera Iyer',
      phone: '9820098201',
      email: 'meera@example.com',
      eventDate: daysFromToday(20),
      occasion: 'Birthday',
      themeName: 'Pirates',
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}
const quote = (id: string, body: unknown) => suite.staff.post(apiPaths.admin.customQuote.href(id), body);
const item = async (id: string) => (await suite.staff.get(`/api/admin/inbox/custom/${id}`)).json<InboxItem>();
const sdk = () => {
  const { sandbox } = suite.harness;
  return new Razorpay({ key_id: sandbox.keyId, key_secret: sandbox.keySecret, hostUrl: sandbox.url } as ConstructorParameters<typeof Razorpay>[0]);
};
const payOnPage = (shortUrl: string) =>
  fetch(`${shortUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'upi', vpa: 'success@razorpay', contact: '9820098201', email: 'meera@example.com' }),
  });

/** Pays a link on its page with every event of the payment lost (the link's and its order's); unused drops given back. */
async function payWithEventsLost(shortUrl: string): Promise<void> {
  const { controls } = suite.harness.sandbox;
  await controls.webhooksSettled();
  const before = controls.events().length;
  const drops = 50;
  controls.dropNextWebhooks(drops);
  expect((await payOnPage(shortUrl)).status).toBe(200);
  await controls.webhooksSettled();
  controls.dropNextWebhooks(-(drops - (controls.events().length - before)));
}

describe('quotes for /custom requests', () => {
  it('the customer is texted a link for the price; paying it marks the quote paid with its payment, once', async () => {
    const id = await customRequest();
    // The team's alert about the request goes first (its round): the quote's text then goes in the next round, at once.
    await suite.harness.app.sendPendingMessages();
    const sent = await quote(id, { amount: 18_500, description: 'Pirate ship backdrop, 30 balloons, cake for 25' });
    expect(sent.statusCode, sent.body).toBe(200);
    const { quote: made } = sent.json<InboxItem>();
    expect(made).toMatchObject({ amountRupees: 18_500, status: 'sent', by: 'Priya Shah' });
    const { payment_links } = (await sdk().paymentLink.all({ reference_id: `Q${id.replaceAll('-', '')}-1` } as never)) as unknown as {
      payment_links: Array<{ amount: number; short_url: string; status: string }>;
    };
    expect(payment_links).toEqual([expect.objectContaining({ amount: toPaise(18_500), short_url: made!.shortUrl, status: 'created' })]);

    // Sent again for the same price: the same link.
    const again = await quote(id, { amount: 18_500, description: 'Pirate ship backdrop, 30 balloons, cake for 25' });
    expect(again.json<InboxItem>().quote!.shortUrl).toBe(made!.shortUrl);

    await suite.harness.app.sendPendingMessages();
    const texts = suite.harness.logs.filter((line) => line.msg?.startsWith('SMS to +919820098201: ') && line.msg.includes('quote'));
    expect(texts.at(-1)!.msg).toBe(
      `SMS to +919820098201: Party Box: Meera Iyer, your custom party quote is ${formatInrAscii(18_500)} (Pirate ship backdrop, 30 balloons, cake for 25). Pay here to book it: ${made!.shortUrl}`,
    );

    expect((await payOnPage(made!.shortUrl)).status).toBe(200);
    await suite.harness.sandbox.controls.webhooksSettled();
    const paid = await eventually(async () => {
      const current = await item(id);
      expect(current.quote).toMatchObject({ status: 'paid', paymentId: expect.stringMatching(/^pay_/) });
      return current;
    });
    const [event] = eventsAbout(suite.harness.sandbox, paid.quote!.paymentId!, 'payment_link.paid');
    expect((await deliver(suite.harness.app, suite.harness.sandbox, event!)).statusCode).toBe(200);
    expect((await item(id)).quote).toEqual(paid.quote);

    const closed = await quote(id, { amount: 20_000, description: 'More balloons' });
    expect(closed.statusCode).toBe(400);
  });

  it('a paid quote becomes one order (however often the webhook comes): listed, in the reports, refundable, the customer told once', async () => {
    const id = await customRequest();
    const today = indiaToday(new Date());
    const rangeToday = async () => (await suite.staff.get(`/api/admin/reports?from=${today}&to=${today}`)).json<SalesReport>().range;
    const reportToday = async () => (await rangeToday()).takings;
    const quotedBoxesPaid = async () => (await rangeToday()).byTheme.find((row) => row.key === 'Custom party box')?.takings.paidPaise ?? 0;
    const before = await reportToday();
    const quotedBefore = await quotedBoxesPaid();
    const made = (await quote(id, { amount: 12_400, description: 'Jungle backdrop and a cake for 20' })).json<InboxItem>().quote!;
    expect((await payOnPage(made.shortUrl)).status).toBe(200);
    await suite.harness.sandbox.controls.webhooksSettled();
    const paid = await eventually(async () => {
      const current = await item(id);
      expect(current.quote).toMatchObject({ status: 'paid', orderNumber: expect.stringMatching(/^PB-/) });
      return current;
    });
    const orderNumber = paid.quote!.orderNumber!;

    // The same event twice more, at once: still the one order, paid once.
    const [event] = eventsAbout(suite.harness.sandbox, paid.quote!.paymentId!, 'payment_link.paid');
    const again = await Promise.all([1, 2].map(() => deliver(suite.harness.app, suite.harness.sandbox, event!)));
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await item(id)).quote).toEqual(paid.quote);
    const listed = (await suite.staff.get(apiPaths.admin.orders.href('q=9820098201&limit=100'))).json<AdminOrderPage>();
    expect(listed.items.filter((row) => row.total === 12_400)).toEqual([
      expect.objectContaining({ orderNumber, customerName: 'Meera Iyer', paymentStatus: 'paid', status: 'placed' }),
    ]);

    const detail = (await suite.staff.get(apiPaths.admin.order.href(orderNumber))).json<AdminOrderDetail>();
    expect(detail.boxes.map((box) => [box.themeName, box.quantity, box.lineTotal])).toEqual([
      ['Custom party box: Jungle backdrop and a cake for 20', 1, 12_400],
    ]);
    expect(detail.payment.attempts).toEqual([expect.objectContaining({ id: paid.quote!.paymentId, status: 'captured', amountPaise: toPaise(12_400) })]);
    expect(detail.deliverySlot).toBeUndefined();
    expect(detail.eventDate).toBe(daysFromToday(20));

    await suite.harness.app.sendPendingMessages();
    const receipts = suite.harness.logs.filter(
      (line) => line.msg?.startsWith('SMS to +919820098201: ') && line.msg.includes(orderNumber) && line.msg.includes('received'),
    );
    expect(receipts.map((line) => line.msg)).toEqual([
      expect.stringContaining(`we received your payment of ${formatInrAscii(12_400)} for order ${orderNumber}`),
    ]);

    // The text's link opens the customer's status page of the order, paid, with its one line.
    const token = new URL(/(http\S+)$/.exec(receipts[0]!.msg!)![1]!).searchParams.get('t')!;
    const page = await suite.harness.app.inject({
      method: 'GET',
      url: apiPaths.orderStatus.href(orderNumber),
      headers: { [wireHeaders.orderAccessToken]: token },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<CustomerOrderStatus>()).toMatchObject({ orderNumber, total: 12_400, payment: { status: 'paid' } });
    expect(JSON.stringify(page.json())).toContain('Custom party box: Jungle backdrop and a cake for 20');

    const after = await reportToday();
    expect(after.orders - before.orders).toBe(1);
    expect(after.paidPaise - before.paidPaise).toBe(toPaise(12_400));
    // By theme, every quoted box counts under one row, not one row per quote's description.
    expect((await quotedBoxesPaid()) - quotedBefore).toBe(toPaise(12_400));
    expect((await rangeToday()).byTheme.filter((row) => row.key.startsWith('Custom party box:'))).toEqual([]);

    const refunded = await suite.staff.post(
      apiPaths.admin.orderRefunds.href(orderNumber),
      { amount: 400, reason: 'No candles in the cake', expectedVersion: detail.version },
      { 'idempotency-key': newKey('refund') },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    const current = (await suite.staff.get(apiPaths.admin.order.href(orderNumber))).json<AdminOrderDetail>();
    expect(current.payment.refunds).toEqual([expect.objectContaining({ paymentId: paid.quote!.paymentId, amountPaise: toPaise(400), by: 'Priya Shah' })]);
    expect(await gatewayRefunds(suite.harness, paid.quote!.paymentId!)).toEqual([
      expect.objectContaining({ refund: expect.objectContaining({ amountPaise: toPaise(400) }) }),
    ]);
  });

  it('a link Razorpay already holds under the next reference is sent only for the same amount; one for another is cancelled', async () => {
    const id = await customRequest();
    const reference = (n: number) => `Q${id.replaceAll('-', '')}-${n}`;
    // A click whose answer was lost made a link for an older price under the first reference.
    const held = (await sdk().paymentLink.create({ amount: toPaise(7_000), currency: 'INR', reference_id: reference(1) } as never)) as unknown as {
      id: string;
      short_url: string;
    };
    const sent = (await quote(id, { amount: 7_500, description: 'Pirate party for 15' })).json<InboxItem>().quote!;
    expect(sent.shortUrl).not.toBe(held.short_url);
    expect(((await sdk().paymentLink.fetch(held.id)) as unknown as { status: string }).status).toBe('cancelled');
    const { payment_links } = (await sdk().paymentLink.all({ reference_id: reference(2) } as never)) as unknown as {
      payment_links: Array<{ amount: number; short_url: string; status: string }>;
    };
    expect(payment_links).toEqual([expect.objectContaining({ amount: toPaise(7_500), short_url: sent.shortUrl, status: 'created' })]);

    // One held for the same amount is the one sent (a second link is never made).
    const other = await customRequest();
    const same = (await sdk().paymentLink.create({
      amount: toPaise(7_500),
      currency: 'INR',
      reference_id: `Q${other.replaceAll('-', '')}-1`,
    } as never)) as unknown as {
      short_url: string;
    };
    expect((await quote(other, { amount: 7_500, description: 'Pirate party for 15' })).json<InboxItem>().quote!.shortUrl).toBe(same.short_url);
  });

  it('a new price replaces the open link; bad prices and unknown requests are refused', async () => {
    const id = await customRequest();
    const first = (await quote(id, { amount: 9_000, description: 'Small pirate party' })).json<InboxItem>().quote!;
    const second = (await quote(id, { amount: 9_500, description: 'Small pirate party with a cake' })).json<InboxItem>().quote!;
    expect(second.shortUrl).not.toBe(first.shortUrl);
    const links = await Promise.all([1, 2].map((n) => sdk().paymentLink.all({ reference_id: `Q${id.replaceAll('-', '')}-${n}` } as never)));
    expect(links.map((answer) => (answer as unknown as { payment_links: Array<{ status: string }> }).payment_links[0]!.status)).toEqual([
      'cancelled',
      'created',
    ]);

    const bad = await quote(id, { amount: 0, description: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ fields: { field: string }[] }>()
        .fields.map((problem) => problem.field)
        .sort(),
    ).toEqual(['amount', 'description']);
    expect((await quote('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', { amount: 100, description: 'Nothing' })).statusCode).toBe(404);
  });

  it('is not sent again once its link is paid (its webhook still on the way): the customer is never asked to pay twice', async () => {
    const id = await customRequest();
    const made = (await quote(id, { amount: 7_200, description: 'Jungle party for 10' })).json<InboxItem>().quote!;
    await payWithEventsLost(made.shortUrl);

    // The team, not knowing yet, sends a new price: refused, and no second link is made.
    const again = await quote(id, { amount: 7_500, description: 'Jungle party for 10 with a cake' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ error: 'link_paid', message: 'The customer has just paid the link sent before: reload the request to see it paid.' });
    const second = (await sdk().paymentLink.all({ reference_id: `Q${id.replaceAll('-', '')}-2` } as never)) as unknown as { payment_links: unknown[] };
    expect(second.payment_links).toEqual([]);
    // The payment still becomes its order (here at the reconciliation pass), at the price paid.
    await suite.harness.app.reconcilePayments();
    expect((await item(id)).quote).toMatchObject({ status: 'paid', amountRupees: 7_200 });
  });

  it('whose payment_link.paid never arrives becomes its order at the next reconciliation pass, once', async () => {
    const id = await customRequest();
    const made = (await quote(id, { amount: 6_400, description: 'Space party for 12' })).json<InboxItem>().quote!;
    await payWithEventsLost(made.shortUrl);
    expect((await item(id)).quote).toMatchObject({ status: 'sent' });

    await Promise.all([suite.harness.app.reconcilePayments(), suite.harness.app.reconcilePayments()]);
    await suite.harness.app.reconcilePayments();
    const paid = (await item(id)).quote!;
    expect(paid).toMatchObject({ status: 'paid', orderNumber: expect.stringMatching(/^PB-/) });
    const listed = (await suite.staff.get(apiPaths.admin.orders.href('q=9820098201&limit=100'))).json<AdminOrderPage>();
    expect(listed.items.filter((row) => row.total === 6_400)).toEqual([expect.objectContaining({ orderNumber: paid.orderNumber, paymentStatus: 'paid' })]);
  });
});

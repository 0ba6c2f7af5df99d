// A quote for a /custom request: the team sets a price and a short description, the customer is texted a Razorpay
// Payment Link for it, pays it on the sandbox's hosted page, and the request shows the quote paid with its payment
// (once, however often payment_link.paid arrives). Against dynalite, the Razorpay sandbox and cognito-local.
import { apiPaths } from '@partybox/contracts';
import type { InboxItem } from '@partybox/contracts/operations';
import { formatInrAscii, toPaise } from '@partybox/pricing';
import Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { newKey } from './support/harness';
import { daysFromToday } from './support/operations';
import { deliver, eventsAbout, eventually } from './support/payments-harness';
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

describe('quotes for /custom requests', () => {
  it('the customer is texted a link for the price; paying it marks the quote paid with its payment, once', async () => {
    const id = await customRequest();
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
});

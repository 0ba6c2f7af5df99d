// What an order's first text says about paying, and the one payment reminder: an online order's first texts wait for
// the payment's outcome (firstTextsWaitMs): paid, one text says "received and paid"; still unpaid, "payment pending:
// pay here <link>", and one reminder follows an hour later (queued by the reconciliation pass once
// due, decided again when sent: no timer in the server), never once the order is paid or cancelled; a cash order's says "pay Rs. X on
// delivery". Each text fits one SMS segment. Against dynalite, the Razorpay sandbox and cognito-local; the server's
// clock is the test's.
import { apiPaths } from '@partybox/contracts';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { fillMessage, loadMessages } from '@partybox/catalog';
import { formatInrAscii } from '@partybox/pricing';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderLink } from '../modules/orders/link-token';
import { guest, placeOrder } from './support/checkout';
import { customerPost, paidOrder, placeOnlineOrder } from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
const suite = usePaymentsSuite({ now });
beforeEach(() => {
  offsetMs = 0;
});

const minutes = (n: number) => n * 60_000;
/** The texts the store sent about `orderNumber` (log mode: one "SMS to …" line each), in order. */
const textsAbout = (orderNumber: string) =>
  suite.harness.logs
    .filter((line) => line.msg?.startsWith('SMS to ') && line.msg.includes(orderNumber))
    .map((line) => line.msg!.replace(/^SMS to \+91\d{10}: /, ''));
/** Runs a reconciliation pass and the dispatcher at `minutesAfter` past placement, as their schedules would. */
const dispatchAt = async (minutesAfter: number) => {
  offsetMs = minutes(minutesAfter);
  await suite.harness.app.reconcilePayments();
  await suite.harness.app.sendPendingMessages();
};

describe('the texts about paying', () => {
  it('an unpaid online order: nothing while the customer is paying, "payment pending: pay here <link>" once the wait ends, then one reminder an hour later, sent once', async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'upi');
    // The customer is at the checkout paying: the first texts wait for the payment's outcome.
    await dispatchAt(0);
    await dispatchAt(9);
    expect(textsAbout(order.orderNumber)).toEqual([]);
    // While they wait the order is due in the pending index since its placement and read each round, never moved there
    // and back (each move of its entry is a delete and a put).
    const waiting = await suite.harness.order(order.id);
    expect(waiting.MessagesDueAt).toBe(waiting.CreatedAt);
    await dispatchAt(10);
    const link = new RegExp(`pay here http://localhost:\\d+/orders/${order.orderNumber}\\?t=[A-Za-z0-9_-]{43}$`);
    expect(textsAbout(order.orderNumber)).toEqual([expect.stringMatching(link)]);
    expect(textsAbout(order.orderNumber)[0]).toMatch(
      new RegExp(`${order.orderNumber} \\(${formatInrAscii(order.total)}\\)\\. Delivery .+\\. Payment pending: pay here `),
    );

    await dispatchAt(59);
    expect(textsAbout(order.orderNumber)).toHaveLength(1);
    // Until its hour the order waits in no outbox list: its first texts sent, it left the pending index.
    expect(await suite.harness.order(order.id)).not.toHaveProperty('MessagesPending');
    const before = suite.harness.logs.length;
    // Two passes at once (two servers, or a retried schedule) queue the reminder once.
    offsetMs = minutes(61);
    await Promise.all([suite.harness.app.reconcilePayments(), suite.harness.app.reconcilePayments()]);
    await dispatchAt(61);
    // The reminder was queued when due, so the backlog's age never reads as a message stuck for an hour.
    const ages = suite.harness.logs.slice(before).filter((line) => line.msg?.startsWith('metric OutboxOldestAgeSeconds '));
    expect(ages.every((line) => Number(line.OutboxOldestAgeSeconds) <= 120)).toBe(true);
    await dispatchAt(62);
    await dispatchAt(240);
    const texts = textsAbout(order.orderNumber);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(new RegExp(`^Party Box: ${order.orderNumber} \\(${formatInrAscii(order.total)}\\) is still unpaid\\. Pay here: http://localhost`));
  });

  it('an order placed before reminders were queued by the pass (its reminder waiting in its outbox) is reminded once', async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'upi');
    await dispatchAt(10);
    const dueAt = new Date(Date.now() + minutes(60)).toISOString();
    await suite.harness.rewriteOrder(order.id, ({ PaymentReminderAt: _owed, ...older }) => ({
      ...older,
      Outbox: [
        {
          Id: '01a21a00-0000-7000-8000-000000000001',
          Channel: 'sms',
          To: `+91${older.ContactPhone}`,
          Event: 'payment-reminder',
          Attempts: 0,
          NextAttemptAt: dueAt,
        },
      ],
      MessagesPending: 'pending',
      MessagesDueAt: dueAt,
    }));
    await dispatchAt(61);
    await dispatchAt(62);
    const texts = textsAbout(order.orderNumber);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain('is still unpaid');
  });

  it('an order paid at the checkout gets one text, "received and paid", at once, and no reminder', async () => {
    const order = await paidOrder(suite.harness);
    // The payment made the waiting first texts due without moving the order's entry in the pending index.
    const paid = await suite.harness.order(order.id);
    expect(paid.MessagesDueAt).toBe(paid.CreatedAt);
    // The payment's own write dropped the reminder: once its texts are sent the order is off the pending list, not
    // waiting there for an hour to skip it.
    expect(((await suite.harness.order(order.id)).Outbox ?? []).map((message) => message.Event)).not.toContain('payment-reminder');
    // Paid, it owes no reminder: nothing is left for the pass that queues them.
    expect(await suite.harness.order(order.id)).not.toHaveProperty('PaymentReminderAt');
    await dispatchAt(0);
    expect(await suite.harness.order(order.id)).not.toHaveProperty('MessagesPending');
    await dispatchAt(61);
    const texts = textsAbout(order.orderNumber);
    expect(texts).toEqual([
      expect.stringMatching(
        new RegExp(`^Party Box: thank you, .+! We received order ${order.orderNumber} and your payment of ${formatInrAscii(order.total)}\\. Delivery `),
      ),
    ]);
  });

  it('an order cancelled before the hour gets no reminder', async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'card');
    await dispatchAt(0);
    // Cancelled while the first texts waited for the payment: the customer hears of the cancellation only.
    const cancelled = await customerPost(suite.harness.app, apiPaths.orderCancel.href(order.orderNumber), order, { reason: 'Party postponed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await dispatchAt(1);
    expect(await suite.harness.order(order.id)).not.toHaveProperty('MessagesPending');
    await dispatchAt(90);
    const texts = textsAbout(order.orderNumber);
    expect(texts).toEqual([expect.stringContaining('is cancelled')]);
  });

  it("a cash order's text says what to pay on delivery, and no reminder is kept for it", async () => {
    const order = await placeOrder(guest(suite.harness.app), { party: { eventDate: '2026-12-05' } });
    await dispatchAt(0);
    expect(textsAbout(order.orderNumber)).toEqual([
      expect.stringMatching(new RegExp(`^Party Box: ${order.orderNumber}: pay ${formatInrAscii(order.total)} on delivery\\. Delivery .+\\. http`)),
    ]);
    // A reminder would wait in the outbox for its hour; the sent texts have left it.
    expect(((await suite.harness.order(order.id)).Outbox ?? []).map((message) => message.Event)).not.toContain('payment-reminder');
  });

  it("an operator's payment link: the customer gets the Razorpay link to pay, once however often the request is retried", async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'upi');
    await dispatchAt(10);
    const send = () => suite.staff.post(apiPaths.admin.orderPaymentLink.href(order.orderNumber), { expectedVersion: versionBefore });
    const versionBefore = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>().version;
    const sent = await send();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<AdminOrderDetail>().history.at(-1)).toMatchObject({
      change: 'payment-link',
      by: 'Priya Shah',
      summary: 'Payment link sent by Priya Shah',
    });
    // The same request again (its answer lost): the order as it is, nothing queued twice.
    const again = await send();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<AdminOrderDetail>().version).toBe(sent.json<AdminOrderDetail>().version);
    await dispatchAt(11);
    const texts = textsAbout(order.orderNumber);
    expect(texts).toHaveLength(2);
    const [link] = sent.json<AdminOrderDetail>().payment.links ?? [];
    expect(texts[1]).toBe(`Party Box: please pay ${formatInrAscii(order.total)} for order ${order.orderNumber} here: ${link!.shortUrl}`);
  });

  it('offers no payment link for an order with nothing to pay online, saying why; a link sent just before the payment is not sent', async () => {
    const paid = await paidOrder(suite.harness);
    const refusal = async (orderNumber: string) => {
      const { version } = (await suite.staff.get(apiPaths.admin.order.href(orderNumber))).json<AdminOrderDetail>();
      const response = await suite.staff.post(apiPaths.admin.orderPaymentLink.href(orderNumber), { expectedVersion: version });
      expect(response.statusCode).toBe(400);
      return response.json<{ fields: { field: string; message: string }[] }>().fields;
    };
    expect(await refusal(paid.orderNumber)).toEqual([{ field: 'payment', message: 'Nothing to pay online on this order: its payment is paid.' }]);
    const cash = await placeOrder(guest(suite.harness.app), { party: { eventDate: '2026-12-05' } });
    expect(await refusal(cash.orderNumber)).toEqual([{ field: 'payment', message: 'Nothing to pay online on this order: it is paid on delivery.' }]);

    const late = await placeOnlineOrder(suite.harness.app, 'upi');
    await dispatchAt(10);
    const { version } = (await suite.staff.get(apiPaths.admin.order.href(late.orderNumber))).json<AdminOrderDetail>();
    expect((await suite.staff.post(apiPaths.admin.orderPaymentLink.href(late.orderNumber), { expectedVersion: version })).statusCode).toBe(200);
    suite.harness.sandbox.controls.payOrder(late.payment.gatewayOrderId);
    await suite.harness.sandbox.controls.webhooksSettled();
    await dispatchAt(11);
    expect(textsAbout(late.orderNumber).join('\n')).not.toContain('please pay');
  });

  it("the reminder and the payment link fit one SMS segment, and the first texts (which also say when the box arrives) two, in the GSM alphabet, with the longest values and the shop's own link", () => {
    const messages = loadMessages();
    const values = {
      orderNumber: 'PB-261231-ZZZZZZ',
      name: 'Asha Rao',
      total: formatInrAscii(1_50_000),
      amount: formatInrAscii(1_50_000),
      eventDate: '25 Dec',
      delivery: 'Delivery Wed 23 Dec, 9 am-12 pm',
      link: orderLink('https://partybox.in', 'a secret', 'PB-261231-ZZZZZZ'),
    };
    // 160 characters is one segment; a longer text is sent in parts of 153. The shop's 89-character link leaves no room
    // for the delivery line in one segment, and issue 27 asks every order text to say when the box arrives.
    for (const [event, most] of [
      ['placed-unpaid', 306],
      ['placed-paid', 306],
      ['placed-cod', 306],
      ['payment-reminder', 160],
      ['payment-link', 160],
    ] as const) {
      const text = fillMessage(messages[event].sms, values);
      expect(text, event).toMatch(/^[ -~]+$/);
      expect(text.length, `${event}: ${text}`).toBeLessThanOrEqual(most);
    }
  });
});

// The outbox and its dispatcher against dynalite started here: a dispatcher stopped mid-way, then another started,
// sends each message exactly once; two dispatchers at once share the work without repeats; a failed send is retried
// after its back-off; in log mode each message is one line with the order's number and its status page link. Each
// order also carries one entry for the team (team-alerts.test.ts covers what it sends).
import { randomUUID } from 'node:crypto';
import { loadMessages } from '@partybox/catalog';
import { formatInr, formatInrAscii } from '@partybox/pricing';
import { describe, expect, it, vi } from 'vitest';
import { Repository } from '../platform/db/repository';
import { orderIndexes } from '../platform/db/tables';
import { OrderOutbox } from '../modules/orders/order-outbox';
import { Dispatcher, type DispatcherOptions } from '../modules/messages/dispatcher';
import { linkTokenFor } from '../modules/orders/link-token';
import { LogSender, type MessageSender, type OutgoingMessage } from '../modules/messages/senders';
import { MessageMarks } from '../modules/messages/message-marks';
import { OrderRepository } from '../modules/orders/order-repository';
import { guest, placeOrder as placeThroughCheckout } from './support/checkout';
import type { OutboxMessageRecord } from '../platform/db/records';
import { currentOutbox, fixedNow, startHarness, testConfig, useHarness } from './support/harness';

const h = useHarness(() => startHarness());

const linkSecret = testConfig().orderLinkSecret!;
const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Records what it is asked to send; `onSend` runs after each one. */
class CapturingSender implements MessageSender {
  readonly sent: OutgoingMessage[] = [];
  onSend: (count: number) => void = () => {};
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message);
    this.onSend(this.sent.length);
  }
}

function dispatcher(sender: MessageSender, options: Partial<DispatcherOptions> = {}): Dispatcher {
  return new Dispatcher({
    sources: [new OrderOutbox(new OrderRepository(new Repository(h.db), h.tables.order, randomUUID), linkSecret)],
    marks: new MessageMarks(new Repository(h.db), h.tables.messageMark),
    sender,
    messages: loadMessages(),
    siteOrigin: () => 'https://partybox.example',
    now: () => fixedNow,
    log: quietLog,
    pollMs: 60_000,
    ...options,
  });
}

/** Places an order (its own checkout, a party on 5 December, delivery with an e-mail): two messages wait. */
async function placeOrder(name: string, phone: string): Promise<string> {
  return (await placeOrderWithTotal(name, phone)).orderNumber;
}

async function placeOrderWithTotal(name: string, phone: string): Promise<{ orderNumber: string; total: number }> {
  return placeThroughCheckout(guest(h.app), {
    party: { name, phone, email: 'party@example.com', eventDate: '2026-12-05' },
    delivery: { fullName: name, phone, email: 'asha@example.com', addressLine1: '4 Sea Breeze' },
  });
}

const pendingOrders = async () =>
  (await h.scan(h.tables.order.name)).filter((item) => item.MessagesPending !== undefined).map((item) => item.OrderNumber as string);
const key = (message: OutgoingMessage) => `${message.orderNumber} ${message.channel} ${message.to}`;

describe('the outbox dispatcher', () => {
  it('stopped mid-way and started again, sends each message exactly once, then takes the orders off the pending index', async () => {
    const numbers = [await placeOrder('Asha Rao', '9820098201'), await placeOrder('Ravi Kumar', '9820098202'), await placeOrder('Meera Iyer', '9820098203')];
    expect((await pendingOrders()).sort()).toEqual([...numbers].sort());
    const ours = async () => (await h.scan(h.tables.order.name)).filter((item) => numbers.includes(item.OrderNumber as string));
    const queued = (await ours()).flatMap((item) => (item.Outbox ?? []) as OutboxMessageRecord[]);
    expect(queued).toHaveLength(9);

    const firstSender = new CapturingSender();
    const first = dispatcher(firstSender);
    let stopping: Promise<void> | undefined;
    firstSender.onSend = (count) => {
      if (count === 2) stopping = first.stop();
    };
    first.start();
    await vi.waitFor(() => expect(stopping).toBeDefined());
    await stopping;
    expect(firstSender.sent).toHaveLength(2);

    const secondSender = new CapturingSender();
    const second = dispatcher(secondSender);
    // The four customer messages left, and each order's one entry for the team (a log line here: no OPERATOR_ALERTS).
    expect(await second.round()).toBe(7);
    const all = [...firstSender.sent, ...secondSender.sent].map(key);
    expect(new Set(all).size).toBe(6);
    expect(all.sort()).toEqual(numbers.flatMap((n, i) => [`${n} email asha@example.com`, `${n} sms +91982009820${i + 1}`]).sort());
    expect(await pendingOrders()).toEqual([]);
    expect(await dispatcher(new CapturingSender()).round()).toBe(0);
    // The orders no longer carry the messages, and each names the round that settled it, whose lease is over.
    expect((await ours()).map((item) => item.Outbox)).toEqual([undefined, undefined, undefined]);
    for (const order of await ours()) {
      const mark = await h.get(h.tables.messageMark.name, { MessageId: `order#${order.IdempotencyKey as string}` });
      expect(mark?.LeaseRound).toBe(order.Settled);
    }
  });

  it('two dispatchers at once share the messages without sending any twice', async () => {
    const numbers = [await placeOrder('Asha Rao', '9820098204'), await placeOrder('Ravi Kumar', '9820098205')];
    const a = new CapturingSender();
    const b = new CapturingSender();
    await Promise.all([dispatcher(a).round(), dispatcher(b).round()]);
    const all = [...a.sent, ...b.sent].map(key);
    expect(all.sort()).toEqual(numbers.flatMap((n, i) => [`${n} email asha@example.com`, `${n} sms +91982009820${i + 4}`]).sort());
    expect(await pendingOrders()).toEqual([]);
  });

  it('keeps a failed message with its attempt and retries it after the back-off', async () => {
    const orderNumber = await placeOrder('Asha Rao', '9820098206');
    let clock = fixedNow;
    const failing: MessageSender = {
      send: async (message) => {
        if (message.channel === 'sms') throw new Error('SNS: throttled');
      },
    };
    const warnings: unknown[] = [];
    // The e-mail and the team's entry go; the SMS fails.
    expect(await dispatcher(failing, { now: () => clock, log: { ...quietLog, warn: (o) => warnings.push(o) } }).round()).toBe(2);
    const [item] = (await h.scan(h.tables.order.name)).filter((o) => o.OrderNumber === orderNumber);
    const sms = (await currentOutbox(h, item!.Outbox)).find((m) => m.Channel === 'sms')!;
    expect(sms).toMatchObject({ Attempts: 1, LastError: 'SNS: throttled', NextAttemptAt: new Date(fixedNow.getTime() + 30_000).toISOString() });
    expect(sms.SentAt).toBeUndefined();
    // Its retry is due within minutes: the order stays due in the pending index (read again each round) rather than
    // having its entry moved there and back.
    expect(item!.MessagesDueAt! <= fixedNow.toISOString()).toBe(true);
    // The e-mail and the team's entry, sent, left the order's outbox; the text waiting for its retry stays.
    expect((item!.Outbox as OutboxMessageRecord[]).map((message) => message.Channel)).toEqual(['sms']);
    expect(warnings).toHaveLength(1);

    const retry = new CapturingSender();
    expect(await dispatcher(retry, { now: () => clock }).round()).toBe(0);
    clock = new Date(fixedNow.getTime() + 31_000);
    expect(await dispatcher(retry, { now: () => clock }).round()).toBe(1);
    expect(retry.sent.map(key)).toEqual([`${orderNumber} sms +919820098206`]);
    expect(await pendingOrders()).toEqual([]);
  });

  it('in log mode writes one line per message: the number, the text with the order number and its status page link', async () => {
    const { orderNumber, total } = await placeOrderWithTotal('Asha Rao', '9820098207');
    const lines: string[] = [];
    await dispatcher(new LogSender({ info: (_o, line) => lines.push(line) })).round();
    const link = `https://partybox.example/orders/${orderNumber}?t=${linkTokenFor(linkSecret, orderNumber)}`;
    expect(lines).toEqual([
      `SMS to +919820098207: Party Box: ${orderNumber}: pay ${formatInrAscii(total)} on delivery. Delivery Thu 26 Nov, 9 am-12 pm. ${link}`,
      `E-mail to asha@example.com: Party Box order ${orderNumber} received: pay ${formatInr(total)} on delivery`,
    ]);
    // Plain ASCII: no ₹ sign, so the text is sent in the GSM 7-bit alphabet, 160 characters a segment.
    expect(lines[0]).toMatch(/^[ -~]+$/);
    // Found through the sparse index: no order is left in it.
    const index = await new Repository(h.db).query({
      TableName: h.tables.order.name,
      IndexName: orderIndexes.pendingMessages.name,
      KeyConditionExpression: 'MessagesPending = :p',
      ExpressionAttributeValues: { ':p': 'pending' },
    });
    expect(index.items).toEqual([]);
  });
});

describe('the outbox metrics', () => {
  it('emits MessageFailed with the channel of each failed send, and the age of the oldest due message at each round', async () => {
    await placeOrder('Asha Rao', '9820098208');
    const lines: Record<string, unknown>[] = [];
    const log = { ...quietLog, info: (line: object, msg: string) => void lines.push({ ...line, msg }) };
    const failing: MessageSender = {
      send: async (message) => {
        if (message.channel === 'sms') throw new Error('SNS: throttled');
      },
    };
    // Two minutes after the order was placed (its messages' ids carry the time they were added).
    const later = new Date(Date.now() + 120_000);
    await dispatcher(failing, { now: () => later, log }).round();
    const metric = (name: string) => lines.filter((line) => line.msg === `metric ${name} ${String(line[name])}`);
    expect(metric('MessageFailed')).toEqual([expect.objectContaining({ MessageFailed: 1, Channel: 'sms' })]);
    expect(metric('MessageFailed')[0]).toMatchObject({ _aws: { CloudWatchMetrics: [{ Namespace: 'PartyBox', Dimensions: [['Stage', 'Channel']] }] } });
    const ages = metric('OutboxOldestAgeSeconds').map((line) => line.OutboxOldestAgeSeconds as number);
    expect(ages).toHaveLength(1);
    expect(ages[0]).toBeGreaterThanOrEqual(120);
    expect(ages[0]).toBeLessThan(3600);
    // Still failing at its retry, the text has waited since it was first due: the age keeps growing through an outage.
    const retry = new Date(later.getTime() + 31_000);
    await dispatcher(failing, { now: () => retry, log }).round();
    expect(metric('MessageFailed')).toHaveLength(2);
    expect(metric('OutboxOldestAgeSeconds').at(-1)!.OutboxOldestAgeSeconds).toBeGreaterThanOrEqual(151);
  });

  it('writes the backlog age only when it changes, so an idle store does not fill the log every 5 s', async () => {
    const lines: string[] = [];
    const log = { ...quietLog, info: (_: object, msg: string) => void lines.push(msg) };
    const idle = dispatcher({ send: async () => undefined }, { log });
    await idle.round();
    lines.length = 0;
    for (let i = 0; i < 3; i++) await idle.round();
    expect(lines.filter((line) => line.startsWith('metric OutboxOldestAgeSeconds'))).toEqual([]);
    // A new backlog changes the age: it is written again.
    await placeOrder('Meera Iyer', '9820098209');
    const later = dispatcher(
      {
        send: async () => {
          throw new Error('down');
        },
      },
      { log, now: () => new Date(Date.now() + 60_000) },
    );
    await later.round();
    expect(lines.filter((line) => line.startsWith('metric OutboxOldestAgeSeconds'))).toHaveLength(1);
  });
});

// Where the dispatcher keeps a record's lease: one small item per order (PartyBoxMessageMarks), one conditional write a
// round; what the round sent is recorded by the order's own settle, the write that takes it off the pending index, so
// a round is two writes. A change read before that settle cannot bring the sent messages back.
import { randomUUID } from 'node:crypto';
import { loadMessages } from '@partybox/catalog';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessageRecord } from '../platform/db/records';
import { Repository } from '../platform/db/repository';
import { Dispatcher } from '../modules/messages/dispatcher';
import { MessageMarks, markKeyOf } from '../modules/messages/message-marks';
import { OrderOutbox } from '../modules/orders/order-outbox';
import type { OutgoingMessage } from '../modules/messages/senders';
import { OrderRepository } from '../modules/orders/order-repository';
import type { OrderChange } from '../modules/orders/order-changes';
import { statusEntry } from '../modules/orders/order-history';
import { guest, placeOrder } from './support/checkout';
import { fixedNow, startHarness, testConfig, type Harness } from './support/harness';

let h: Harness;
let marks: MessageMarks;

beforeAll(async () => {
  h = await startHarness();
  marks = new MessageMarks(new Repository(h.db), h.tables.messageMark);
});

afterAll(async () => {
  await h?.close();
});

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

function dispatcher(send: (message: OutgoingMessage) => Promise<void>): Dispatcher {
  return new Dispatcher({
    sources: [new OrderOutbox(new OrderRepository(new Repository(h.db), h.tables.order, randomUUID), testConfig().orderLinkSecret!)],
    marks,
    sender: { send },
    messages: loadMessages(),
    siteOrigin: () => 'https://partybox.example',
    now: () => fixedNow,
    log: quietLog,
    pollMs: 60_000,
  });
}

const place = (phone: string) =>
  placeOrder(guest(h.app), {
    party: { name: 'Asha Rao', phone, email: 'party@example.com', eventDate: '2026-12-05' },
    delivery: { fullName: 'Asha Rao', phone, email: 'asha@example.com', addressLine1: '4 Sea Breeze' },
  });

const storedOrder = async (orderNumber: string) => (await h.scan(h.tables.order.name)).find((item) => item.OrderNumber === orderNumber)!;

describe("a record's lease and its messages' sent marks", () => {
  it('a round is two conditional writes: the lease on the small mark item, then the order settled with what was sent', async () => {
    const { orderNumber } = await place('9820098231');
    const before = await storedOrder(orderNumber);
    const messageIds = (before.Outbox as OutboxMessageRecord[]).map((message) => message.Id);
    const send = vi.spyOn(h.db, 'send');
    const seenWhileSending: unknown[] = [];
    await dispatcher(async () => void seenWhileSending.push(await storedOrder(orderNumber))).round();
    const updates = send.mock.calls.map(([command]) => command as unknown).filter((command) => command instanceof UpdateCommand);
    send.mockRestore();

    // While its messages were being sent (the text and the e-mail; the team's entry is a log line here), the order was
    // the order as placed.
    expect(seenWhileSending).toHaveLength(2);
    for (const seen of seenWhileSending) expect(seen).toEqual(before);
    // The lease, one conditional write on the order's own mark item, however many messages the round sends (three).
    expect(messageIds).toHaveLength(3);
    const onMarks = updates.filter((update) => update.input.TableName === h.tables.messageMark.name);
    expect(onMarks).toHaveLength(1);
    expect(typeof onMarks[0]!.input.ConditionExpression).toBe('string');
    const key = markKeyOf('order', before.IdempotencyKey as string);
    expect(onMarks[0]!.input.Key!.MessageId).toBe(key);
    // Then the order's one write: the sent messages leave its outbox and it leaves the pending index, naming the round.
    const onOrder = updates.filter((update) => update.input.TableName === h.tables.order.name);
    expect(onOrder).toHaveLength(1);
    expect(typeof onOrder[0]!.input.ConditionExpression).toBe('string');
    const mark = await h.get(h.tables.messageMark.name, { MessageId: key });
    const after = await new OrderRepository(new Repository(h.db), h.tables.order, randomUUID).findByKey(before.IdempotencyKey as string);
    expect(after).toMatchObject({ Settled: mark!.LeaseRound, TextsSent: { '+919820098231': 1 } });
    expect(after?.Outbox).toBeUndefined();
    expect(after?.MessagesPending).toBeUndefined();
    // The text is counted for the owed-texts budget (sms-caps.ts) by that same write, and the mark item stays small.
    expect(mark).toEqual({ MessageId: key, LeaseUntil: expect.any(String), LeaseRound: after!.Settled, Sent: {}, States: {} });
    expect(JSON.stringify(mark).length).toBeLessThan(200);
  });

  it('a change read before a round settled the order and written after it does not bring the sent messages back', async () => {
    const { orderNumber } = await place('9820098237');
    const orders = new OrderRepository(new Repository(h.db), h.tables.order, randomUUID);
    const key = (await storedOrder(orderNumber)).IdempotencyKey as string;
    const stale = (await orders.findByKey(key))!;
    const sent: string[] = [];
    const send = async (message: OutgoingMessage) => void sent.push(`${message.channel} ${message.text.slice(0, 60)}`);
    await dispatcher(send).round();
    expect(sent).toHaveLength(2);
    // An operator's confirm, from the page read before the round: not refused (nobody else changed the order) ...
    const change = {
      expectedVersion: 0,
      attribute: 'Status',
      history: statusEntry(fixedNow.toISOString(), 'Shop', 'placed', 'confirmed'),
      notify: 'confirmed',
    };
    const confirmed = await orders.apply(stale, change as OrderChange, fixedNow);
    expect(confirmed.Status).toBe('confirmed');
    // ... and made on the order as settled: only the confirmation's text and e-mail wait, and only they are sent next.
    expect((confirmed.Outbox ?? []).map((message) => message.Event)).toEqual(['confirmed', 'confirmed']);
    await dispatcher(send).round();
    expect(sent.slice(2)).toHaveLength(2);
    expect(sent.slice(2).every((line) => /confirmed/i.test(line))).toBe(true);
    await dispatcher(send).round();
    expect(sent).toHaveLength(4);
  });

  it('a lease is refused while another holds it and taken again once it runs out; what a round sent stays sent, even when its lease ran out', async () => {
    const key = markKeyOf('order', randomUUID());
    const message = { Id: randomUUID(), Attempts: 0, NextAttemptAt: fixedNow.toISOString() } as OutboxMessageRecord;
    const at = (seconds: number) => new Date(fixedNow.getTime() + seconds * 1000).toISOString();
    const found = (outbox: OutboxMessageRecord[]) => ({ outbox, texts: new Map() });
    expect(await marks.claim(key, [message], at(60), at(0))).toEqual(found([message]));
    expect(await marks.claim(key, [message], at(70), at(10))).toBeUndefined();
    // The first holder's lease ran out and a second took the record: the first's late record of its send is kept, and
    // the second's lease too.
    expect(await marks.claim(key, [message], at(121), at(61))).toEqual(found([message]));
    await marks.release(key, new Map([[message.Id, { sentAt: at(62) }]]), at(60));
    expect(await marks.claim(key, [message], at(130), at(70))).toBeUndefined();
    await marks.release(key, new Map(), at(121));
    // Claimed again, the message comes back sent: no dispatcher sends it again.
    expect(await marks.claim(key, [message], at(300), at(240))).toEqual(found([{ ...message, SentAt: at(62) }]));
    await marks.release(key, new Map(), at(300));
    expect(await h.get(h.tables.messageMark.name, { MessageId: key })).toEqual({ MessageId: key, Sent: { [message.Id]: Date.parse(at(62)) }, States: {} });
    expect((await marks.current(key, [message])).outbox).toEqual([{ ...message, SentAt: at(62) }]);
  });

  it('reads the per-message marks kept before: a message sent then is not sent again', async () => {
    const { orderNumber } = await place('9820098235');
    const placed = await storedOrder(orderNumber);
    const [first, ...others] = placed.Outbox as OutboxMessageRecord[];
    await h.db.send(new PutCommand({ TableName: h.tables.messageMark.name, Item: { MessageId: first!.Id, SentAt: fixedNow.toISOString() } }));
    const sent: string[] = [];
    await dispatcher(async (message) => void sent.push(message.channel)).round();
    expect(sent).toEqual(others.filter((message) => message.Channel !== 'team').map((message) => message.Channel));
    expect((await storedOrder(orderNumber)).MessagesPending).toBeUndefined();
  });

  it('a change made while the round sends (a status change and its texts) is neither hidden nor dropped by the settle', async () => {
    const { orderNumber } = await place('9820098236');
    const orders = new OrderRepository(new Repository(h.db), h.tables.order, randomUUID);
    const key = (await storedOrder(orderNumber)).IdempotencyKey as string;
    const sent: string[] = [];
    let changed = false;
    const send = async (message: OutgoingMessage) => {
      sent.push(`${message.channel} ${message.text.slice(0, 60)}`);
      if (changed) return;
      changed = true;
      const order = (await orders.findByKey(key))!;
      const change = {
        expectedVersion: 0,
        attribute: 'Status',
        history: statusEntry(fixedNow.toISOString(), 'Shop', 'placed', 'confirmed'),
        notify: 'confirmed',
      };
      await orders.apply(order, change as OrderChange, fixedNow);
    };
    await dispatcher(send).round();
    // The settle found the order changed: it is still pending, with the confirmation's texts.
    const after = (await orders.findByKey(key))!;
    expect(after.MessagesPending).toBeDefined();
    expect((after.Outbox ?? []).filter((message) => message.Event === 'confirmed')).toHaveLength(2);
    const before = sent.length;
    await dispatcher(send).round();
    // The next round sends the confirmation's text and e-mail, and nothing of the placement again.
    expect(sent.slice(before)).toHaveLength(2);
    expect(sent.slice(before).every((line) => /confirmed/i.test(line))).toBe(true);
    expect((await orders.findByKey(key))!.MessagesPending).toBeUndefined();
  });

  it('two dispatchers on the same orders, however their rounds overlap, send every message exactly once', async () => {
    const orders = await Promise.all(['9820098232', '9820098233', '9820098234'].map(place));
    const sent: string[] = [];
    // Each send yields, so the two rounds interleave message by message.
    const send = async (message: OutgoingMessage) => {
      sent.push(`${message.orderNumber} ${message.channel} ${message.to}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const [a, b] = await Promise.all([dispatcher(send).round(), dispatcher(send).round()]);
    expect(a + b).toBe(9);
    const customers = sent.filter((line) => orders.some((order) => line.startsWith(order.orderNumber)));
    expect(customers).toHaveLength(6);
    expect(new Set(customers).size).toBe(6);
  });
});

// Where the dispatcher keeps a message's lease and sent mark: a small item of its own per message (PartyBoxMessageMarks),
// written by one conditional UpdateItem each, so sending an order's texts never rewrites the order (only the last step,
// taking it off the pending index, writes it once).
import { randomUUID } from 'node:crypto';
import { loadMessages } from '@partybox/catalog';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessageRecord } from '../platform/db/records';
import { Repository } from '../platform/db/repository';
import { Dispatcher } from '../modules/messages/dispatcher';
import { MessageMarks } from '../modules/messages/message-marks';
import { OrderOutbox } from '../modules/orders/order-outbox';
import type { OutgoingMessage } from '../modules/messages/senders';
import { OrderRepository } from '../modules/orders/order-repository';
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

describe("a message's lease and sent mark", () => {
  it('are conditional writes of a small item of their own: the order is written once, when it leaves the pending index', async () => {
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
    const onMarks = updates.filter((update) => update.input.TableName === h.tables.messageMark.name);
    // A lease and a sent mark per message, each conditional, each on the message's own item.
    expect(onMarks).toHaveLength(2 * messageIds.length);
    expect(onMarks.every((update) => typeof update.input.ConditionExpression === 'string')).toBe(true);
    expect(new Set(onMarks.map((update) => update.input.Key!.MessageId))).toEqual(new Set(messageIds));
    expect(updates.filter((update) => update.input.TableName === h.tables.order.name)).toHaveLength(1);
    for (const id of messageIds) {
      const mark = await h.get(h.tables.messageMark.name, { MessageId: id });
      expect(mark).toEqual({ MessageId: id, SentAt: fixedNow.toISOString() });
      // Well under DynamoDB's 1 KB write unit: a mark costs one unit, however large the order grows.
      expect(JSON.stringify(mark).length).toBeLessThan(200);
    }
  });

  it('a lease is refused while another holds it, taken again once it runs out, and never after the message is marked sent', async () => {
    const message = { Id: randomUUID() } as OutboxMessageRecord;
    const at = (seconds: number) => new Date(fixedNow.getTime() + seconds * 1000).toISOString();
    expect(await marks.lease(message, at(60), at(0))).toBe(true);
    expect(await marks.lease(message, at(70), at(10))).toBe(false);
    expect(await marks.lease(message, at(121), at(61))).toBe(true);
    expect(await marks.sent(message, at(62))).toBe(true);
    expect(await marks.lease(message, at(300), at(240))).toBe(false);
    expect(await marks.sent(message, at(241))).toBe(false);
    expect(await h.get(h.tables.messageMark.name, { MessageId: message.Id })).toEqual({ MessageId: message.Id, SentAt: at(62) });
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

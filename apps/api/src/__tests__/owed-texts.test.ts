// Texts the shop owes are never refused by the anti-abuse caps: a customer whose day of code texts is spent still gets
// every order text, and the shop's phone gets every alert for 60 orders in a day (or the digest). The team's alerts
// name the order, its payment state and a console link; none is sent for the team's own cancellation; a refused text
// never holds back the e-mail. Against dynalite (and cognito-local for the customer's codes) started here.
import { randomUUID } from 'node:crypto';
import { loadMessages } from '@partybox/catalog';
import { apiPaths } from '@partybox/contracts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Repository } from '../platform/db/repository';
import type { OrderRecord } from '../platform/db/records';
import { defaultSmsLimits, type SmsLimits } from '../platform/env/env';
import { LimitCounters } from '../platform/limits/limit-counters';
import { CappedSender, SmsGate } from '../modules/messages/sms-caps';
import { MessageMarks } from '../modules/messages/message-marks';
import type { OrderChange } from '../modules/orders/order-changes';
import { statusEntry } from '../modules/orders/order-history';
import { Dispatcher } from '../modules/messages/dispatcher';
import { OrderOutbox } from '../modules/orders/order-outbox';
import type { MessageSender, OutgoingMessage } from '../modules/messages/senders';
import { OrderRepository } from '../modules/orders/order-repository';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { guest, placeOrder } from './support/checkout';
import { currentOutbox, fixedNow, startHarness, testConfig, type Harness, useHarness } from './support/harness';
import { operator, password } from './support/operations';
import { customerPost } from './support/payments-harness';

const smsLines = (harness: AccountsHarness, to: string, from = 0) =>
  harness.logs
    .slice(from)
    .filter((line) => line.msg?.startsWith(`SMS to +91${to}: `))
    .map((line) => line.msg!.slice(`SMS to +91${to}: `.length));

describe('a customer whose day of code texts is spent', () => {
  const harness = useHarness(() => startAccountsHarness({ smsLimits: { ...defaultSmsLimits, resendCooldownSeconds: 0 } }), 60_000);

  it('still gets every order text: received, confirmed, packed, out for delivery, delivered', async () => {
    const phone = newPhone();
    const shopper = new Browser(harness, '198.51.100.20');
    expect((await shopper.post('/api/auth/sign-up', { name: 'Asha Rao', phone, email: '', password })).statusCode).toBe(200);
    // Nine more codes from elsewhere fill the number's ten code texts of the day; the eleventh is refused.
    for (let i = 0; i < 9; i++) expect((await new Browser(harness, `203.0.113.${i + 1}`).post('/api/auth/resend', { phone })).statusCode).toBe(200);
    const refused = await new Browser(harness, '203.0.113.99').post('/api/auth/resend', { phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('sms_limit');

    const staff = await operator(harness, newPhone(), 'Priya Shah');
    const before = harness.logs.length;
    const { orderNumber } = await placeOrder(guest(harness.app), {
      party: { name: 'Asha Rao', phone, email: 'party@example.com', eventDate: '2026-12-05' },
      delivery: { fullName: 'Asha Rao', phone },
    });
    for (const [version, to] of ['confirmed', 'packed', 'out-for-delivery', 'delivered'].entries())
      expect((await staff.post(`/api/admin/orders/${orderNumber}/status`, { to, expectedVersion: version })).statusCode).toBe(200);
    await harness.app.sendPendingMessages();
    const texts = smsLines(harness, phone, before);
    expect(texts).toHaveLength(5);
    for (const words of ['on delivery', 'is confirmed', 'is packed', 'is on its way', 'was delivered']) expect(texts.join('\n')).toContain(words);
    expect(harness.logs.slice(before).filter((line) => line.msg?.startsWith('SMS refused'))).toEqual([]);

    // The team's own cancellation tells the customer, and alerts nobody in the team.
    const second = await placeOrder(guest(harness.app), { party: { name: 'Asha Rao', phone, email: 'party@example.com', eventDate: '2026-12-05' } });
    const cancel = await staff.post(`/api/admin/orders/${second.orderNumber}/status`, { to: 'cancelled', expectedVersion: 0, reason: 'Out of stock' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const stored = (await harness.scan(harness.tables.order.name)).find((item) => item.OrderNumber === second.orderNumber) as unknown as OrderRecord;
    expect(stored.Outbox?.map((message) => `${message.Channel} ${message.Event}`)).toEqual(expect.not.arrayContaining(['team team-cancelled']));
    expect(stored.Outbox?.map((message) => `${message.Channel} ${message.Event}`)).toContain('sms cancelled');
  }, 120_000);
});

class CapturingSender implements MessageSender {
  readonly sent: OutgoingMessage[] = [];
  /** Refuses SMS when set (SNS unavailable). */
  smsDown = false;
  async send(message: OutgoingMessage): Promise<void> {
    if (this.smsDown && message.channel === 'sms') throw new Error('SNS unavailable');
    this.sent.push(message);
  }
}

describe("the team's alerts", () => {
  let h: Harness;
  const shopPhone = '+919820000042';
  const teamEmail = 'team@partybox.example';
  beforeAll(async () => {
    h = await startHarness();
  }, 60_000);
  afterAll(async () => h?.close());

  const lines: string[] = [];
  const log = { info: () => undefined, warn: (...args: unknown[]) => void lines.push(String(args[1])), error: () => undefined };

  /** The dispatcher as the server wires it: the owed-text budget in front of the sender, with the production limits. */
  function dispatcher(sender: MessageSender, limits: Partial<SmsLimits> = {}) {
    const gate = new SmsGate(new LimitCounters(h.db, h.tables.limit.name), { ...defaultSmsLimits, ...limits }, log);
    return new Dispatcher({
      sources: [new OrderOutbox(new OrderRepository(new Repository(h.db), h.tables.order, randomUUID), testConfig().orderLinkSecret!)],
      sender: new CappedSender(sender, gate),
      marks: new MessageMarks(new Repository(h.db), h.tables.messageMark),
      messages: loadMessages(),
      siteOrigin: () => 'https://partybox.example',
      now: () => fixedNow,
      log: { ...log, info: () => undefined },
      pollMs: 60_000,
      mode: 'aws',
      operators: { phones: [shopPhone], emails: [teamEmail] },
      teamSmsDue: () => gate.teamSmsDue(),
    });
  }

  const place = (i: number) =>
    placeOrder(guest(h.app), {
      party: { name: `Guest ${i}`, phone: '9820098300', email: 'party@example.com', eventDate: '2026-12-05' },
      delivery: { fullName: `Guest ${i}`, phone: '9820098300' },
    });
  const toShop = (sender: CapturingSender) => sender.sent.filter((message) => message.to === shopPhone);

  it("reach the shop's phone for every one of 60 orders in a day, each naming the order, its payment state and its console link", async () => {
    const orders = [];
    for (let i = 0; i < 60; i++) orders.push(await place(i));
    const sender = new CapturingSender();
    await dispatcher(sender).round();
    const texts = toShop(sender);
    expect(texts).toHaveLength(60);
    for (const { orderNumber } of orders) {
      const text = texts.find((message) => message.orderNumber === orderNumber);
      expect(text?.channel === 'sms' && text.text).toContain(`New order ${orderNumber}`);
      expect(text?.channel === 'sms' && text.text).toContain('unpaid, pay on delivery');
      expect(text?.channel === 'sms' && text.text).toContain(`https://partybox.example/admin/orders/${orderNumber}`);
    }
    // The customer (one number, 60 orders) got every "received" text too.
    expect(sender.sent.filter((message) => message.to === '+919820098300')).toHaveLength(60);
    expect(sender.sent.filter((message) => message.to === teamEmail)).toHaveLength(60);
  }, 300_000);

  it('go as one digest text per N orders when TEAM_SMS_EVERY_ORDERS is N, and by e-mail for every order', async () => {
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await place(100 + i));
    const sender = new CapturingSender();
    await dispatcher(sender, { teamSmsEveryOrders: 10 }).round();
    const texts = toShop(sender);
    expect(texts).toHaveLength(2);
    for (const text of texts)
      expect(text.channel === 'sms' && text.text).toMatch(
        /^10 new orders\. Latest: PB-\S+ \(Rs\. [\d,]+\) for 5 Dec, unpaid, pay on delivery: Guest \d+\. https:\/\/partybox\.example\/admin\/orders\/PB-\S+$/,
      );
    expect(sender.sent.filter((message) => message.to === teamEmail)).toHaveLength(20);
  }, 300_000);

  it('send the e-mail when the text cannot go: SNS failing (retried later) or the order’s text budget spent (given up, alarm metric)', async () => {
    const { orderNumber } = await place(200);
    const down = new CapturingSender();
    down.smsDown = true;
    await dispatcher(down).round();
    expect(down.sent.filter((message) => message.orderNumber === orderNumber && message.to === teamEmail)).toHaveLength(1);
    const afterOutage = (await h.scan(h.tables.order.name)).find((item) => item.OrderNumber === orderNumber) as unknown as OrderRecord;
    // The text is retried later (the whole entry: the e-mail may come twice, the text is not lost).
    expect((await currentOutbox(h, afterOutage.Outbox)).find((message) => message.Channel === 'team')).toMatchObject({
      Attempts: 1,
      LastError: 'SNS unavailable',
    });

    const second = await place(201);
    const queued = ((await h.scan(h.tables.order.name)).find((item) => item.OrderNumber === second.orderNumber) as unknown as OrderRecord).Outbox;
    const spent = new CapturingSender();
    lines.length = 0;
    await dispatcher(spent, { textsPerOrder: 0 }).round();
    expect(spent.sent.filter((message) => message.orderNumber === second.orderNumber && message.channel === 'email').map((m) => m.to)).toContain(teamEmail);
    expect(spent.sent.filter((message) => message.channel === 'sms')).toEqual([]);
    expect(lines.filter((line) => line.includes('has used its 0 texts'))).not.toEqual([]);
    // The team's entry is done (its e-mail went); the customer's refused text is given up at once, not retried for hours:
    // both left the order's outbox, and the order its pending index.
    expect(queued?.map((message) => message.Channel).sort()).toEqual(['email', 'sms', 'team']);
    const settled = (await h.scan(h.tables.order.name)).find((item) => item.OrderNumber === second.orderNumber)!;
    expect(settled.Outbox).toBeUndefined();
    expect(settled.MessagesPending).toBeUndefined();
  }, 120_000);

  it("are counted on the order by the dispatcher's own settle (none in the limits table), round after round; the text beyond the budget is given up with the alarm", async () => {
    const { orderNumber } = await place(400);
    const orders = new OrderRepository(new Repository(h.db), h.tables.order, randomUUID);
    const key = ((await h.scan(h.tables.order.name)).find((item) => item.OrderNumber === orderNumber)!.IdempotencyKey as string) ?? '';
    const sender = new CapturingSender();
    const spy = vi.spyOn(h.db, 'send');
    lines.length = 0;
    await dispatcher(sender, { textsPerOrder: 2 }).round();
    for (const [from, to] of [
      ['placed', 'confirmed'],
      ['confirmed', 'packed'],
    ] as const) {
      const order = (await orders.findByKey(key))!;
      const change = { expectedVersion: order.Version ?? 0, attribute: 'Status', history: statusEntry(fixedNow.toISOString(), 'Shop', from, to), notify: to };
      await orders.apply(order, change as OrderChange, fixedNow);
      await dispatcher(sender, { textsPerOrder: 2 }).round();
    }
    const limitWrites = spy.mock.calls.filter(
      ([command]) => (command.input as { TableName?: string }).TableName === h.tables.limit.name && !(command instanceof GetCommand),
    );
    spy.mockRestore();
    expect(limitWrites).toEqual([]);
    const texts = sender.sent.filter((message) => message.orderNumber === orderNumber && message.channel === 'sms');
    // The customer's "received" and "confirmed" texts; "packed" is the third and is refused. The shop's phone, one alert.
    expect(texts.filter((message) => message.to === '+919820098300').map((message) => message.text)).toEqual([
      expect.stringContaining('on delivery'),
      expect.stringContaining('is confirmed'),
    ]);
    expect(texts.filter((message) => message.to === shopPhone)).toHaveLength(1);
    expect(lines.filter((line) => line.includes(`order ${orderNumber} has used its 2 texts`))).toHaveLength(1);
    // The shop's phones share one count (each gets every alert), so the order's item stays small however many there are.
    expect((await orders.findByKey(key))?.TextsSent).toEqual({ '+919820098300': 2, team: 1 });
  }, 120_000);

  it("are not sent for the team's own cancellation; a customer's cancellation is", async () => {
    const theirs = await place(300);
    const cancelled = await customerPost(h.app, apiPaths.orderCancel.href(theirs.orderNumber), theirs, { reason: 'Party moved' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const stored = async (orderNumber: string) =>
      (await h.scan(h.tables.order.name)).find((item) => item.OrderNumber === orderNumber) as unknown as OrderRecord;
    expect((await stored(theirs.orderNumber)).Outbox?.filter((message) => message.Channel === 'team').map((message) => message.Event)).toEqual([
      'team-new-order',
      'team-cancelled',
    ]);
    const sender = new CapturingSender();
    await dispatcher(sender).round();
    const alert = toShop(sender).find(
      (message) => message.orderNumber === theirs.orderNumber && message.channel === 'sms' && message.text.startsWith('Cancelled'),
    );
    expect(alert?.channel === 'sms' && alert.text).toContain(`Cancelled by the customer: order ${theirs.orderNumber}`);
    expect(alert?.channel === 'sms' && alert.text).toContain(`https://partybox.example/admin/orders/${theirs.orderNumber}`);
  }, 60_000);
});

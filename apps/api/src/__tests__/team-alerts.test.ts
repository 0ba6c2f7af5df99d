// The operators' alerts against dynalite started here: a placed order's team entry (written with the order) becomes
// one "Team: ..." log line in log mode even with no recipients, one SMS per OPERATOR_ALERTS phone and one e-mail per
// address, and with AWS and no recipients a single warning. A custom request (POST /api/customizations) carries its own
// team entry, written by the put that stores it: one alert however often the request is retried.
import { randomUUID } from 'node:crypto';
import { loadMessages } from '@partybox/catalog';
import { formatInrAscii } from '@partybox/pricing';
import { describe, expect, it } from 'vitest';
import { Repository } from '../platform/db/repository';
import type { CustomizationRecord, OrderRecord } from '../platform/db/records';
import { CustomRequestOutbox } from '../modules/inbox/custom-request-outbox';
import { Dispatcher, type DispatcherOptions } from '../modules/messages/dispatcher';
import { OrderOutbox } from '../modules/orders/order-outbox';
import type { MessageSender, OutgoingMessage } from '../modules/messages/senders';
import { MessageMarks } from '../modules/messages/message-marks';
import { OrderRepository } from '../modules/orders/order-repository';
import { guest, placeOrder } from './support/checkout';
import { currentOutbox, fixedNow, newKey, post, startHarness, testConfig, useHarness } from './support/harness';

const h = useHarness(() => startHarness());

class CapturingSender implements MessageSender {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message);
  }
}

/** A log that keeps its lines. */
function capturingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_: object, message: string) => void lines.push({ level, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

function dispatcher(sender: MessageSender, log: DispatcherOptions['log'], options: Partial<DispatcherOptions> = {}): Dispatcher {
  return new Dispatcher({
    sources: [
      new OrderOutbox(new OrderRepository(new Repository(h.db), h.tables.order, randomUUID), testConfig().orderLinkSecret!),
      new CustomRequestOutbox(new Repository(h.db), h.tables.customization),
    ],
    marks: new MessageMarks(new Repository(h.db), h.tables.messageMark),
    sender,
    messages: loadMessages(),
    siteOrigin: () => 'https://partybox.example',
    now: () => fixedNow,
    log,
    pollMs: 60_000,
    ...options,
  });
}

async function place(name: string, phone: string) {
  return placeOrder(guest(h.app), {
    party: { name, phone, email: 'party@example.com', eventDate: '2026-12-05' },
    delivery: { fullName: name, phone, email: 'asha@example.com', addressLine1: '4 Sea Breeze' },
  });
}

const stored = async (orderNumber: string) => (await h.scan(h.tables.order.name)).find((item) => item.OrderNumber === orderNumber) as unknown as OrderRecord;
const teamEntries = async (orderNumber: string) => (await currentOutbox(h, (await stored(orderNumber)).Outbox)).filter((message) => message.Channel === 'team');

describe('the team alerts', () => {
  it('in log mode, a new order is one "Team:" line of the log, with no recipients set, and the entry is marked sent', async () => {
    const { orderNumber, total } = await place('Asha Rao', '9820098211');
    const queued = await teamEntries(orderNumber);
    expect(queued).toMatchObject([{ Event: 'team-new-order', To: 'operators' }]);
    const sender = new CapturingSender();
    const { lines, log } = capturingLog();
    await dispatcher(sender, log).round();
    expect(lines.filter((line) => line.message.startsWith('Team:'))).toEqual([
      {
        level: 'info',
        message: `Team: New order ${orderNumber} (${formatInrAscii(total)}), Delivery Thu 26 Nov, 9 am-12 pm, unpaid, pay on delivery: Asha Rao, +919820098211. https://partybox.example/admin/orders/${orderNumber}`,
      },
    ]);
    expect(sender.sent.filter((message) => message.to !== '+919820098211' && message.to !== 'asha@example.com')).toEqual([]);
    // Sent, so out of the order's outbox: a second round says nothing again.
    expect(await teamEntries(orderNumber)).toEqual([]);
    await dispatcher(sender, log).round();
    expect(lines.filter((line) => line.message.startsWith('Team:'))).toHaveLength(1);
  });

  it('with OPERATOR_ALERTS, sends one e-mail per address and one SMS per phone (ASCII text; each with the payment state and the console link)', async () => {
    const { orderNumber, total } = await place('Ravi Kumar', '9820098212');
    const sender = new CapturingSender();
    const operators = { phones: ['+919820000001', '+919820000002'], emails: ['team@partybox.example'] };
    await dispatcher(sender, capturingLog().log, { operators, mode: 'aws' }).round();
    const toTeam = sender.sent.filter((message) => message.orderNumber === orderNumber && !['+919820098212', 'asha@example.com'].includes(message.to));
    expect(toTeam.map((message) => `${message.channel} ${message.to}`)).toEqual(['email team@partybox.example', 'sms +919820000001', 'sms +919820000002']);
    expect(toTeam[1]).toMatchObject({
      text: `New order ${orderNumber} (${formatInrAscii(total)}), Delivery Thu 26 Nov, 9 am-12 pm, unpaid, pay on delivery: Ravi Kumar, +919820098212. https://partybox.example/admin/orders/${orderNumber}`,
    });
    expect(toTeam[1]!.text).toMatch(/^[\x20-\x7e]+$/);
    expect(toTeam[0]).toMatchObject({
      subject: `New order ${orderNumber} (₹${total.toLocaleString('en-IN')}) for Saturday, 5 December 2026, unpaid, pay on delivery`,
    });
    expect(toTeam[0]!.text).toContain(`https://partybox.example/admin/orders/${orderNumber}`);
  });

  it('with AWS and no recipients, warns once and marks the entries sent', async () => {
    const first = await place('Meera Iyer', '9820098213');
    const second = await place('Kabir Shah', '9820098214');
    const queued = [await teamEntries(first.orderNumber), await teamEntries(second.orderNumber)];
    const { lines, log } = capturingLog();
    await dispatcher(new CapturingSender(), log, { mode: 'aws' }).round();
    expect(lines.filter((line) => line.message.includes('OPERATOR_ALERTS'))).toHaveLength(1);
    expect(lines.filter((line) => line.message.startsWith('Team:'))).toEqual([]);
    expect(queued.map((entries) => entries.length)).toEqual([1, 1]);
    // Done (nobody to tell is not a failure to retry): out of both orders' outboxes.
    expect([await teamEntries(first.orderNumber), await teamEntries(second.orderNumber)]).toEqual([[], []]);
  });
});

/** A /custom request (a Birthday, "Retro Disco", on 5 December), sent under `key`. */
const customRequest = (name: string, phone: string, key: string) =>
  post(h.app, '/api/customizations', { name, phone, email: 'party@example.com', eventDate: '2026-12-05', occasion: 'Birthday', themeName: 'Retro Disco' }, key);
const storedRequest = async (key: string) => {
  const request = (await h.get(h.tables.customization.name, { IdempotencyKey: key })) as unknown as CustomizationRecord;
  return { ...request, Outbox: await currentOutbox(h, request.Outbox) };
};

describe("a custom request's alert", () => {
  it('in log mode is one "Team:" line linking to the inbox item, however often the request is retried, and leaves the pending index', async () => {
    const key = newKey('custom-alert');
    const first = await customRequest('Asha Rao', '9820098221', key);
    expect(first.statusCode).toBe(201);
    const { id } = first.json<{ id: string }>();
    expect((await customRequest('Asha Rao', '9820098221', key)).statusCode).toBe(201);
    const queued = (await storedRequest(key)).Outbox;
    expect(queued).toMatchObject([{ Channel: 'team', To: 'operators', Event: 'team-custom-request' }]);

    const { lines, log } = capturingLog();
    const sender = new CapturingSender();
    await dispatcher(sender, log).round();
    // Retried after it was sent too: the stored request (and its sent alert) is answered, nothing is queued again.
    expect((await customRequest('Asha Rao', '9820098221', key)).statusCode).toBe(201);
    await dispatcher(sender, log).round();

    expect(lines.filter((line) => line.message.startsWith('Team: New custom request'))).toEqual([
      {
        level: 'info',
        message: `Team: New custom request from Asha Rao, +919820098221: Birthday (Retro Disco) on 5 Dec. https://partybox.example/admin/inbox/custom/${id}`,
      },
    ]);
    expect(sender.sent).toEqual([]);
    const stored = await storedRequest(key);
    expect(stored.Outbox).toEqual([]);
    expect(stored).not.toHaveProperty('MessagesPending');
    expect(stored.Inbox).toBe('open');
  });

  it('with OPERATOR_ALERTS, is one SMS per phone (ASCII) and one e-mail per address, naming the request and linking to it', async () => {
    const key = newKey('custom-alert');
    const response = await customRequest('Ravi Kumar', '9820098222', key);
    const { id } = response.json<{ id: string }>();
    const queued = (await storedRequest(key)).Outbox;
    const sender = new CapturingSender();
    const operators = { phones: ['+919820000001', '+919820000002'], emails: ['team@partybox.example'] };
    await dispatcher(sender, capturingLog().log, { operators, mode: 'aws' }).round();
    const aboutIt = sender.sent.filter((message) => message.text.includes(`/admin/inbox/custom/${id}`));
    // E-mail first: a text that cannot go never holds it back.
    expect(aboutIt.map((message) => `${message.channel} ${message.to}`)).toEqual(['email team@partybox.example', 'sms +919820000001', 'sms +919820000002']);
    const text = `New custom request from Ravi Kumar, +919820098222: Birthday (Retro Disco) on 5 Dec. https://partybox.example/admin/inbox/custom/${id}`;
    expect(aboutIt[1]).toMatchObject({ channel: 'sms', text });
    expect(aboutIt[2]).toMatchObject({ channel: 'sms', text });
    expect(text).toMatch(/^[\x20-\x7e]+$/);
    expect(aboutIt[0]).toMatchObject({ subject: 'New custom request from Ravi Kumar: Birthday (Retro Disco) on Saturday, 5 December 2026' });
    expect(queued).toHaveLength(1);
    expect((await storedRequest(key)).Outbox).toEqual([]);
  });
});

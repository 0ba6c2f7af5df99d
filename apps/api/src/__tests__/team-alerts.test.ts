// The operators' alerts against dynalite started here: a placed order's team entry (written with the order) becomes
// one "Team: ..." log line in log mode even with no recipients, one SMS per OPERATOR_ALERTS phone and one e-mail per
// address, and with AWS and no recipients a single warning; a cancellation's team entry says why.
import { randomUUID } from 'node:crypto';
import { loadMessages } from '@partybox/catalog';
import { formatInrAscii } from '@partybox/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Repository } from '../db/repository';
import type { OrderRecord } from '../db/records';
import { Dispatcher, type DispatcherOptions } from '../operations/dispatcher';
import type { MessageSender, OutgoingMessage } from '../operations/senders';
import { OrderRepository } from '../orders/order-repository';
import { guest, placeOrder } from './support/checkout';
import { fixedNow, startHarness, testConfig, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

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
    orders: new OrderRepository(new Repository(h.db), h.tables.order, randomUUID),
    sender,
    messages: loadMessages(),
    linkSecret: testConfig().orderLinkSecret!,
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
const teamEntries = async (orderNumber: string) => ((await stored(orderNumber)).Outbox ?? []).filter((message) => message.Channel === 'team');

describe('the team alerts', () => {
  it('in log mode, a new order is one "Team:" line of the log, with no recipients set, and the entry is marked sent', async () => {
    const { orderNumber, total } = await place('Asha Rao', '9820098211');
    expect(await teamEntries(orderNumber)).toMatchObject([{ Event: 'team-new-order', To: 'operators' }]);
    const sender = new CapturingSender();
    const { lines, log } = capturingLog();
    await dispatcher(sender, log).round();
    expect(lines.filter((line) => line.message.startsWith('Team:'))).toEqual([
      { level: 'info', message: `Team: New order ${orderNumber} (${formatInrAscii(total)}) for 5 Dec: Asha Rao, +919820098211` },
    ]);
    expect(sender.sent.filter((message) => message.to !== '+919820098211' && message.to !== 'asha@example.com')).toEqual([]);
    expect((await teamEntries(orderNumber))[0]!.SentAt).toBe(fixedNow.toISOString());
  });

  it('with OPERATOR_ALERTS, sends one SMS per phone and one e-mail per address (ASCII text; e-mail with a subject and the console link)', async () => {
    const { orderNumber, total } = await place('Ravi Kumar', '9820098212');
    const sender = new CapturingSender();
    const operators = { phones: ['+919820000001', '+919820000002'], emails: ['team@partybox.example'] };
    await dispatcher(sender, capturingLog().log, { operators, mode: 'aws' }).round();
    const toTeam = sender.sent.filter((message) => message.orderNumber === orderNumber && !['+919820098212', 'asha@example.com'].includes(message.to));
    expect(toTeam.map((message) => `${message.channel} ${message.to}`)).toEqual(['sms +919820000001', 'sms +919820000002', 'email team@partybox.example']);
    expect(toTeam[0]).toMatchObject({ text: `New order ${orderNumber} (${formatInrAscii(total)}) for 5 Dec: Ravi Kumar, +919820098212` });
    expect(toTeam[0]!.text).toMatch(/^[\x20-\x7e]+$/);
    expect(toTeam[2]).toMatchObject({ subject: `New order ${orderNumber} (₹${total.toLocaleString('en-IN')}) for Saturday, 5 December 2026` });
    expect(toTeam[2]!.text).toContain(`https://partybox.example/admin/orders/${orderNumber}`);
  });

  it('with AWS and no recipients, warns once and marks the entries sent', async () => {
    const first = await place('Meera Iyer', '9820098213');
    const second = await place('Kabir Shah', '9820098214');
    const { lines, log } = capturingLog();
    await dispatcher(new CapturingSender(), log, { mode: 'aws' }).round();
    expect(lines.filter((line) => line.message.includes('OPERATOR_ALERTS'))).toHaveLength(1);
    expect(lines.filter((line) => line.message.startsWith('Team:'))).toEqual([]);
    for (const order of [first, second]) expect((await teamEntries(order.orderNumber))[0]!.SentAt).toBe(fixedNow.toISOString());
  });
});

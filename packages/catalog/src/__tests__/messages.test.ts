import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fillMessage, loadMessages, messageEvents, MessagesError } from '../messages';
import { catalogRoot } from '../paths';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A catalog folder holding only messages.json (checked against the repository's schema). */
function withMessages(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'partybox-messages-'));
  folders.push(dir);
  writeFileSync(join(dir, 'messages.json'), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return dir;
}

const repoMessages = () => JSON.parse(readFileSync(join(catalogRoot, 'messages.json'), 'utf8')) as Record<string, Record<string, string>>;

describe('customer messages', () => {
  it("the shop's texts load, one SMS and e-mail per event, each naming the order (or the request's sender) and linking to it", () => {
    const messages = loadMessages();
    for (const event of messageEvents) {
      // A custom request has no order yet: its alert and its quote name who sent it (and link to the inbox or the quote's payment link).
      const names = event === 'team-custom-request' || event === 'custom-quote' ? '{name}' : '{orderNumber}';
      expect(messages[event].sms).toContain(names);
      expect(messages[event].emailSubject).toContain(names);
      expect(messages[event].emailBody).toContain('{link}');
    }
    expect(messages.cancelled.sms).toContain('{reason}');
    expect(messages['team-custom-request'].sms).toContain('{link}');
    // The team's texts about an order name its payment state and link to it in the console.
    for (const event of ['team-new-order', 'team-new-orders-digest', 'team-cancelled', 'team-payment-attention'] as const) {
      expect(messages[event].sms, event).toContain('{payment}');
      expect(messages[event].sms, event).toContain('{link}');
    }
    expect(messages['team-new-orders-digest'].sms).toContain('{count}');
  });

  it('refuses an unknown placeholder, a missing event and a too-long SMS, naming each place', () => {
    const broken = repoMessages();
    broken.placed!.sms = 'Order {orderNo} received';
    delete broken.paid;
    broken.packed!.sms = 'x'.repeat(400);
    let error: unknown;
    try {
      loadMessages(withMessages(broken));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MessagesError);
    const report = (error as Error).message;
    expect(report).toContain('placed.sms');
    expect(report).toContain('paid');
    expect(report).toContain('packed.sms');
  });

  it('refuses a file that is not JSON, with its line', () => {
    expect(() => loadMessages(withMessages('{ "placed": '))).toThrow(MessagesError);
  });

  it('fills placeholders, leaving an unknown value empty', () => {
    const values = {
      orderNumber: 'PB-261121-ABC123',
      name: 'Asha',
      link: 'https://partybox.in/orders/PB-261121-ABC123?t=x',
      total: '₹5,199',
      eventDate: '2026-12-05',
    };
    expect(fillMessage('{name}: {orderNumber} ({total}) on {eventDate}. {link}', values)).toBe(
      'Asha: PB-261121-ABC123 (₹5,199) on 2026-12-05. https://partybox.in/orders/PB-261121-ABC123?t=x',
    );
    expect(fillMessage('Reason: {reason}.', values)).toBe('Reason: .');
    expect(fillMessage('{name}: {occasion} on {eventDate}', { name: 'Asha', link: '', eventDate: '5 Dec', occasion: 'Birthday' })).toBe(
      'Asha: Birthday on 5 Dec',
    );
  });
});

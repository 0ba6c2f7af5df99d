// What each proof lets a caller do with an order on the status page, against cognito-local and dynalite started here:
// a message's link reads always but cancels only before packing; a guest order seen by the account with its verified
// phone is shown but not cancelled by that account alone; the checkout's access token and the placing owner cancel.
import { randomUUID } from 'node:crypto';
import { loadMessages } from '@partybox/catalog';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Repository } from '../platform/db/repository';
import { OrderOutbox } from '../modules/orders/order-outbox';
import { Dispatcher } from '../modules/messages/dispatcher';
import { linkTokenFor } from '../modules/orders/link-token';
import type { OutgoingMessage } from '../modules/messages/senders';
import { MessageMarks } from '../modules/messages/message-marks';
import { OrderRepository } from '../modules/orders/order-repository';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { testConfig } from './support/harness';
import { customer, daysFromToday, operator, placeOrder } from './support/operations';

let harness: AccountsHarness;
let staff: Browser;
const linkSecret = testConfig().orderLinkSecret!;

beforeAll(async () => {
  harness = await startAccountsHarness();
  staff = await operator(harness, newPhone(), 'Priya Shah');
}, 120_000);
afterAll(async () => harness?.close());

const cancelUrl = (orderNumber: string) => `/api/orders/by-number/${orderNumber}/cancel`;
const statusUrl = (orderNumber: string) => `/api/orders/by-number/${orderNumber}`;
const pack = async (orderNumber: string) => {
  expect((await staff.post(`/api/admin/orders/${orderNumber}/status`, { to: 'confirmed', expectedVersion: 0 })).statusCode).toBe(200);
  expect((await staff.post(`/api/admin/orders/${orderNumber}/status`, { to: 'packed', expectedVersion: 1 })).statusCode).toBe(200);
};

/** Sends every waiting message through a real dispatcher round and answers what it sent. */
async function sendWaitingMessages(): Promise<OutgoingMessage[]> {
  const sent: OutgoingMessage[] = [];
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  await new Dispatcher({
    sources: [new OrderOutbox(new OrderRepository(new Repository(harness.db), harness.tables.order, randomUUID), linkSecret)],
    marks: new MessageMarks(new Repository(harness.db), harness.tables.messageMark),
    sender: { send: async (message) => void sent.push(message) },
    messages: loadMessages(),
    siteOrigin: () => 'https://partybox.example',
    now: () => new Date(),
    log: quiet,
    pollMs: 60_000,
  }).round();
  return sent;
}

describe('an operator rotating the status link', () => {
  it('makes earlier links 404, texts the new one, which works, and leaves the access token working', async () => {
    const placed = await placeOrder(new Browser(harness), { eventDate: daysFromToday(14), phone: newPhone() });
    const url = statusUrl(placed.orderNumber);
    const stranger = new Browser(harness);
    const oldLink = { 'order-access-token': linkTokenFor(linkSecret, placed.orderNumber) };
    expect((await stranger.request('GET', url, undefined, oldLink)).statusCode).toBe(200);
    await sendWaitingMessages();

    const rotated = await staff.post(`/api/admin/orders/${placed.orderNumber}/link`, { expectedVersion: 0 });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const order = rotated.json<AdminOrderDetail>();
    expect(order.version).toBe(1);
    expect(order.history.at(-1)).toMatchObject({ change: 'link', by: 'Priya Shah', summary: 'Status link renewed by Priya Shah' });
    // A second rotation from the same stale version is someone else's change.
    expect((await staff.post(`/api/admin/orders/${placed.orderNumber}/link`, { expectedVersion: 5 })).statusCode).toBe(409);

    const oldRead = await stranger.request('GET', url, undefined, oldLink);
    expect(oldRead.statusCode).toBe(404);
    expect((await stranger.request('POST', cancelUrl(placed.orderNumber), {}, oldLink)).statusCode).toBe(404);

    const text = (await sendWaitingMessages()).find((m) => m.orderNumber === placed.orderNumber && m.channel === 'sms');
    expect(text?.text).toContain('renewed');
    const newToken = /\?t=([A-Za-z0-9_-]+)/.exec(text!.text)![1]!;
    expect(newToken).not.toBe(oldLink['order-access-token']);
    expect((await stranger.request('GET', url, undefined, { 'order-access-token': newToken })).statusCode).toBe(200);
    expect((await stranger.request('GET', url, undefined, { 'order-access-token': placed.accessToken })).statusCode).toBe(200);
  });

  it('is for operators only', async () => {
    const placed = await placeOrder(new Browser(harness), { eventDate: daysFromToday(14), phone: newPhone() });
    const phone = newPhone();
    const shopper = await customer(harness, phone);
    expect((await shopper.post(`/api/admin/orders/${placed.orderNumber}/link`, { expectedVersion: 0 })).statusCode).toBe(403);
    expect((await new Browser(harness).post(`/api/admin/orders/${placed.orderNumber}/link`, { expectedVersion: 0 })).statusCode).toBe(401);
  });
});

describe('a message link', () => {
  it('cancels an order that is not packed yet', async () => {
    const placed = await placeOrder(new Browser(harness), { eventDate: daysFromToday(14), phone: newPhone() });
    const link = linkTokenFor(linkSecret, placed.orderNumber);
    const read = await new Browser(harness).request('GET', statusUrl(placed.orderNumber), undefined, { 'order-access-token': link });
    expect(read.json()).toMatchObject({ status: 'placed', cancellable: true });
    const cancelled = await new Browser(harness).request('POST', cancelUrl(placed.orderNumber), { reason: 'Plans changed' }, { 'order-access-token': link });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Plans changed' });
  });

  it('still reads a packed order but no longer cancels it (409 with the reason); the owner signed in still can', async () => {
    const phone = newPhone();
    const owner = await customer(harness, phone);
    const placed = await placeOrder(owner, { eventDate: daysFromToday(14), phone });
    await pack(placed.orderNumber);
    const link = { 'order-access-token': linkTokenFor(linkSecret, placed.orderNumber) };
    const stranger = new Browser(harness);
    const read = await stranger.request('GET', statusUrl(placed.orderNumber), undefined, link);
    expect(read.statusCode).toBe(200);
    // The page offers no cancel the API would refuse, and says why.
    const linkRefusal = 'This order is packed and can no longer be cancelled from a message’s link; sign in to the account that placed it or call us.';
    expect(read.json()).toMatchObject({ status: 'packed', cancellable: false, cancelRefusal: linkRefusal });
    const refused = await stranger.request('POST', cancelUrl(placed.orderNumber), {}, link);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'conflict',
      message: 'This order is packed and can no longer be cancelled from a message’s link; sign in to the account that placed it or call us.',
    });
    expect((await owner.get(statusUrl(placed.orderNumber))).json()).toMatchObject({ status: 'packed', cancellable: true });
    const byOwner = await owner.post(cancelUrl(placed.orderNumber), { reason: 'Venue closed' });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({ status: 'cancelled' });
  });

  it('leaves the checkout’s access token able to cancel a packed guest order', async () => {
    const placed = await placeOrder(new Browser(harness), { eventDate: daysFromToday(14), phone: newPhone() });
    await pack(placed.orderNumber);
    const byToken = await new Browser(harness).request('POST', cancelUrl(placed.orderNumber), {}, { 'order-access-token': placed.accessToken });
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect(byToken.json()).toMatchObject({ status: 'cancelled' });
  });
});

describe('a guest order seen by the account with its verified phone', () => {
  it('is shown to that account, whose cancel is refused with how to do it; the link then cancels it', async () => {
    const phone = newPhone();
    const placed = await placeOrder(new Browser(harness), { eventDate: daysFromToday(14), phone });
    const account = await customer(harness, phone);
    const seen = await account.get(statusUrl(placed.orderNumber));
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      status: 'placed',
      cancellable: false,
      cancelRefusal: expect.stringContaining('placed as a guest with your phone number'),
    });
    const refused = await account.post(cancelUrl(placed.orderNumber), {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'forbidden',
      message:
        'This order was placed as a guest with your phone number. To cancel it, open the link in the order’s text or e-mail, or use the device it was placed on.',
    });
    expect((await account.get(statusUrl(placed.orderNumber))).json()).toMatchObject({ status: 'placed' });
    // The same account with the link (opened from the text) may cancel.
    const withLink = await account.request('POST', cancelUrl(placed.orderNumber), {}, { 'order-access-token': linkTokenFor(linkSecret, placed.orderNumber) });
    expect(withLink.statusCode, withLink.body).toBe(200);
    expect(withLink.json()).toMatchObject({ status: 'cancelled' });
  });

  it('is cancelled by the checkout’s access token', async () => {
    const phone = newPhone();
    const guest = new Browser(harness);
    const placed = await placeOrder(guest, { eventDate: daysFromToday(14), phone });
    await customer(harness, phone);
    const byToken = await guest.request('POST', cancelUrl(placed.orderNumber), {}, { 'order-access-token': placed.accessToken });
    expect(byToken.statusCode, byToken.body).toBe(200);
  });
});

// Every /api/admin/* endpoint answers an operator, refuses a signed-in customer with 403 and anyone signed out with
// 401; `pnpm operator:add` makes an operator who signs in with the SMS flow and is told so by /api/auth/me. Against
// cognito-local and dynalite started here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { customer, daysFromToday, operator, password, placeOrder, signIn } from './support/operations';
import { runScript } from './support/processes';

let harness: AccountsHarness;
let staff: Browser;
let shopper: Browser;
let orderNumber: string;
let contactId: string;

beforeAll(async () => {
  harness = await startAccountsHarness();
  staff = await operator(harness, newPhone(), 'Priya Shah');
  const shopperPhone = newPhone();
  shopper = await customer(harness, shopperPhone);
  orderNumber = (await placeOrder(shopper, { eventDate: daysFromToday(12), phone: shopperPhone })).orderNumber;
  const contact = await shopper.post(
    '/api/contact',
    { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Do you deliver to Thane?' },
    { 'idempotency-key': `contact-${Date.now()}-key` },
  );
  expect(contact.statusCode, contact.body).toBe(201);
  contactId = contact.json().id;
}, 120_000);
afterAll(async () => harness?.close());

/** Every admin endpoint, as a request a browser would send. */
const endpoints = (): [string, (browser: Browser) => Promise<{ statusCode: number; body: string }>][] => [
  ['GET /api/admin/orders', (b) => b.get('/api/admin/orders')],
  ['GET /api/admin/orders/:number', (b) => b.get(`/api/admin/orders/${orderNumber}`)],
  ['POST /api/admin/orders/:number/status', (b) => b.post(`/api/admin/orders/${orderNumber}/status`, { to: 'confirmed', expectedVersion: 0 })],
  [
    'POST /api/admin/orders/:number/payment',
    (b) => b.post(`/api/admin/orders/${orderNumber}/payment`, { to: 'paid', expectedVersion: 1, reference: 'UPI 4021 8833 1200' }),
  ],
  ['GET /api/admin/slips', (b) => b.get('/api/admin/slips?date=2026-12-05')],
  ['GET /api/admin/inbox/contact', (b) => b.get('/api/admin/inbox/contact')],
  ['GET /api/admin/inbox/contact/:id', (b) => b.get(`/api/admin/inbox/contact/${contactId}`)],
  ['POST /api/admin/inbox/contact/:id/handled', (b) => b.post(`/api/admin/inbox/contact/${contactId}/handled`, { handled: true })],
  ['GET /api/admin/subscribers.csv', (b) => b.get('/api/admin/subscribers.csv')],
];

describe('admin access', () => {
  it('answers 401 to anyone signed out and 403 to a customer, changing nothing; an operator gets every endpoint', async () => {
    const anonymous = new Browser(harness);
    for (const [label, send] of endpoints()) {
      const refused = await send(anonymous);
      expect(refused.statusCode, label).toBe(401);
      expect(JSON.parse(refused.body).error, label).toBe('signed_out');
      const forbidden = await send(shopper);
      expect(forbidden.statusCode, label).toBe(403);
      expect(JSON.parse(forbidden.body), label).toMatchObject({ error: 'forbidden', message: expect.stringContaining('Party Box team') });
    }
    // Nothing the refused requests asked for happened: the order is still placed, version 0.
    const before = await staff.get(`/api/admin/orders/${orderNumber}`);
    expect(before.json()).toMatchObject({ status: 'placed', version: 0, paymentStatus: 'pay-on-delivery' });
    for (const [label, send] of endpoints()) {
      const answered = await send(staff);
      expect(answered.statusCode, `${label}: ${answered.body}`).toBe(200);
    }
    const after = (await staff.get(`/api/admin/orders/${orderNumber}`)).json();
    expect(after).toMatchObject({ status: 'confirmed', version: 2, paymentStatus: 'paid' });
    expect(after.history.map((entry: { by: string; to: string }) => `${entry.by}: ${entry.to}`)).toEqual([
      'Customer: placed',
      'Priya Shah: confirmed',
      'Priya Shah: paid',
    ]);
  });

  it('tells the storefront who is an operator', async () => {
    expect((await staff.get('/api/auth/me')).json()).toMatchObject({ signedIn: true, isOperator: true, customer: { name: 'Priya Shah' } });
    expect((await shopper.get('/api/auth/me')).json()).toMatchObject({ signedIn: true, isOperator: false });
  });

  it('pnpm operator:add, run while the store is running, makes an operator who sets a password with the texted code and signs in', async () => {
    const phone = newPhone();
    const dataDir = harness.identity.embedded!.dataDir;
    const run = await runScript('src/scripts/operator-add.ts', { COGNITO_DATA_DIR: dataDir }, [phone, 'Ravi', 'Kumar']);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain(`Ravi Kumar (+91${phone}) is an operator on the running store’s embedded pool.`);
    // The code went through the store's emulator, so it is in the store's log, as the SMS a phone would get.
    expect(harness.logs.some((line) => line.msg?.startsWith(`SMS to +91${phone}: `))).toBe(true);
    const browser = new Browser(harness);
    // Before choosing a password there is none to sign in with.
    expect((await browser.post('/api/auth/sign-in', { phone, password })).statusCode).not.toBe(200);
    // The storefront's /forgot-password page: the texted code and a new password.
    const reset = await browser.post('/api/auth/reset-password', { phone, code: harness.code(phone, 'ConfirmationCode'), password });
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(harness, phone, browser);
    expect((await browser.get('/api/auth/me')).json()).toMatchObject({ signedIn: true, isOperator: true, customer: { name: 'Ravi Kumar' } });
    expect((await browser.get('/api/admin/orders')).statusCode).toBe(200);

    // Adding an existing customer keeps their password and makes them an operator at their next sign-in.
    const again = await runScript('src/scripts/operator-add.ts', { COGNITO_DATA_DIR: dataDir }, [phone, 'Ravi Kumar']);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('keeps its password');
    const bad = await runScript('src/scripts/operator-add.ts', { COGNITO_DATA_DIR: dataDir }, ['12345', 'Nobody']);
    expect(bad.code).toBe(2);
    expect(bad.output).toContain('Usage: pnpm operator:add <phone> <name>');
  }, 120_000);
});

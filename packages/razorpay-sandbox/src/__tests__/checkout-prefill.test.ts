// What the payment page preselects from checkout.js's prefill, as Razorpay's Standard Checkout does and nothing kinder:
// prefill.bank (a Razorpay bank code) selects that bank in net banking, an unknown or missing one selects none, and
// prefill.method opens its method only when contact and email are prefilled too. Read over HTTP from the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Razorpay from 'razorpay';
import type { RazorpaySandbox } from '../index';
import { startTestSandbox } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;

beforeAll(async () => {
  ({ sandbox, razorpay } = await startTestSandbox());
});
afterAll(async () => {
  await sandbox?.close();
});

/** The payment page checkout.js opens for a new order with `prefill`. */
async function paymentPage(prefill: Record<string, string>): Promise<string> {
  const order = await razorpay.orders.create({ amount: 1519800, currency: 'INR', receipt: 'PB-261126-PREFIL' });
  const query = new URLSearchParams({ key_id: sandbox.keyId, order_id: order.id, parent_origin: 'http://127.0.0.1:9', ...prefill });
  const response = await fetch(`${sandbox.url}/v1/checkout/embedded?${query.toString()}`);
  expect(response.status).toBe(200);
  return response.text();
}

const selectedBanks = (html: string) => [...html.matchAll(/<option value="([A-Z]*)"[^>]* selected/g)].map((match) => match[1]);
const checkedMethod = (html: string) => /<input type="radio" name="method" value="([a-z]+)" checked>/.exec(html)?.[1];
const customer = { contact: '+919820098200', email: 'asha@example.com' };

describe('prefill on the payment page', () => {
  it('selects the prefilled bank (ICIC) in net banking, with net banking open', async () => {
    const html = await paymentPage({ ...customer, method: 'netbanking', bank: 'ICIC' });
    expect(checkedMethod(html)).toBe('netbanking');
    expect(selectedBanks(html)).toEqual(['ICIC']);
  });

  it('selects no bank without prefill.bank or with a bank name instead of its code', async () => {
    for (const prefill of [{}, { bank: 'ICICI Bank' }] as Record<string, string>[]) {
      const html = await paymentPage({ ...customer, method: 'netbanking', ...prefill });
      expect(selectedBanks(html)).toEqual(['']);
      expect(html).toContain('>Choose your bank</option>');
    }
  });

  it('opens the prefilled method only when contact and email are prefilled too', async () => {
    expect(checkedMethod(await paymentPage({ contact: customer.contact, method: 'netbanking', bank: 'ICIC' }))).toBe('upi');
    expect(checkedMethod(await paymentPage({ ...customer, method: 'card' }))).toBe('card');
  });

  it('refuses a net banking payment with no bank chosen', async () => {
    const order = await razorpay.orders.create({ amount: 1519800, currency: 'INR', receipt: 'PB-261126-NOBANK' });
    const response = await fetch(`${sandbox.url}/v1/checkout/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key_id: sandbox.keyId, order_id: order.id, method: 'netbanking', ...customer }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Bank: choose one of the listed banks');
  });
});

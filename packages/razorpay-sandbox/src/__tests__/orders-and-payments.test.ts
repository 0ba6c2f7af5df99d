// Orders and payments through the patched razorpay SDK against a real sandbox on a loopback port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Razorpay from 'razorpay';
import type { RazorpaySandbox } from '../index';
import { startTestSandbox } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;

beforeAll(async () => {
  ({ sandbox, razorpay } = await startTestSandbox());
});
afterAll(() => sandbox.close());

describe('orders', () => {
  it('creates an order in paise with the receipt and notes, in Razorpay’s shape, and fetches it back', async () => {
    const created = await razorpay.orders.create({ amount: 3174400, currency: 'INR', receipt: 'PB-2412-0042', notes: { order: 'PB-2412-0042' } });
    expect(created).toMatchObject({
      entity: 'order',
      amount: 3174400,
      amount_paid: 0,
      amount_due: 3174400,
      currency: 'INR',
      receipt: 'PB-2412-0042',
      status: 'created',
      attempts: 0,
      notes: { order: 'PB-2412-0042' },
    });
    expect(created.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(Number.isInteger(created.created_at) && created.created_at < Date.now() / 1000 + 1).toBe(true);
    expect(await razorpay.orders.fetch(created.id)).toEqual(created);
  });

  it('lists the orders of one receipt', async () => {
    const first = await razorpay.orders.create({ amount: 50000, currency: 'INR', receipt: 'PB-LIST-1' });
    await razorpay.orders.create({ amount: 60000, currency: 'INR', receipt: 'PB-LIST-2' });
    const listed = await razorpay.orders.all({ receipt: 'PB-LIST-1' });
    expect(listed.items.map((order) => order.id)).toEqual([first.id]);
  });
});

describe('payments of an order', () => {
  it('a payment made out of band is captured at once: the order is paid and lists it, with the UPI fields', async () => {
    const order = await razorpay.orders.create({ amount: 1519800, currency: 'INR', receipt: 'PB-PAY-1' });
    const paid = sandbox.controls.payOrder(order.id, { method: 'upi', email: 'asha@example.com', contact: '+919820098200' });
    const payments = await razorpay.orders.fetchPayments(order.id);
    expect(payments).toMatchObject({ entity: 'collection', count: 1 });
    expect(payments.items[0]).toMatchObject({
      id: paid.id,
      entity: 'payment',
      amount: 1519800,
      currency: 'INR',
      status: 'captured',
      captured: true,
      order_id: order.id,
      method: 'upi',
      vpa: 'success@razorpay',
      amount_refunded: 0,
      refund_status: null,
      email: 'asha@example.com',
      contact: '+919820098200',
      error_code: null,
    });
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 1519800, amount_due: 0, attempts: 1 });
    expect(await razorpay.payments.fetch(paid.id)).toEqual(payments.items[0]);
  });

  it('records card and net banking payments with their card and bank fields', async () => {
    const byCard = await razorpay.orders.create({ amount: 20000, currency: 'INR' });
    const card = sandbox.controls.payOrder(byCard.id, { method: 'card' });
    expect(await razorpay.payments.fetch(card.id)).toMatchObject({ method: 'card', card: { last4: '1111', network: 'Visa', entity: 'card' }, vpa: null });
    const byBank = await razorpay.orders.create({ amount: 20000, currency: 'INR' });
    const bank = sandbox.controls.payOrder(byBank.id, { method: 'netbanking', bank: 'SBIN' });
    expect(await razorpay.payments.fetch(bank.id)).toMatchObject({ method: 'netbanking', bank: 'SBIN', card_id: null });
  });

  it('a failed attempt leaves the order attempted with the failure’s error fields, and a later payment still pays it', async () => {
    const order = await razorpay.orders.create({ amount: 99900, currency: 'INR' });
    const failed = sandbox.controls.payOrder(order.id, { fail: true, vpa: 'failure@razorpay' });
    expect(await razorpay.payments.fetch(failed.id)).toMatchObject({
      status: 'failed',
      captured: false,
      vpa: 'failure@razorpay',
      error_code: 'BAD_REQUEST_ERROR',
      error_source: 'gateway',
      error_step: 'payment_response',
      error_reason: 'payment_failed',
    });
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });
    sandbox.controls.payOrder(order.id);
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'paid', attempts: 2, amount_paid: 99900 });
  });

  it('a payment for another amount pays the order; a second payment on the paid order is refunded at once, never captured', async () => {
    const order = await razorpay.orders.create({ amount: 500000, currency: 'INR' });
    const short = sandbox.controls.payOrder(order.id, { amount: 450000 });
    const second = sandbox.controls.payOrder(order.id, { method: 'card' });
    const payments = await razorpay.orders.fetchPayments(order.id);
    expect(payments.items.map((payment) => [payment.id, payment.amount, payment.status, payment.captured])).toEqual([
      [second.id, 500000, 'refunded', false],
      [short.id, 450000, 'captured', true],
    ]);
    expect(payments.items[0]).toMatchObject({ amount_refunded: 500000, refund_status: 'full', currency: 'INR' });
    expect((await razorpay.payments.fetchMultipleRefund(second.id)).items).toMatchObject([{ amount: 500000, status: 'processed', currency: 'INR' }]);
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 450000, amount_due: 50000 });
  });
});

// Disputes: raised by the customer's bank on a captured payment, moved on to under_review, action_required, won,
// lost or closed, each posted as payment.dispute.<status> with the payment and the dispute, and read back through
// the patched SDK's disputes resource (fetch, all) and GET /v1/disputes with from/to.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type Razorpay from 'razorpay';
import type { RazorpayPayment, RazorpaySandbox } from '../index';
import { sdkError, startTestSandbox, startWebhookReceiver, waitFor } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ sandbox, razorpay } = await startTestSandbox({ webhookUrl: receiver.url }));
});
beforeEach(async () => {
  await sandbox.controls.webhooksSettled();
  receiver.deliveries.length = 0;
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

async function paidPayment(amount: number): Promise<RazorpayPayment> {
  const order = await razorpay.orders.create({ amount, currency: 'INR' });
  return sandbox.controls.payOrder(order.id, { method: 'card' });
}

describe('disputes', () => {
  it('a dispute raised on a captured payment posts payment.dispute.created with the payment and the dispute, and the SDK fetches it', async () => {
    const payment = await paidPayment(1519800);
    const dispute = sandbox.controls.openDispute(payment.id, { amount: 500000, reasonCode: 'goods_not_received' });
    expect(dispute.id).toMatch(/^disp_[A-Za-z0-9]{14}$/);
    const [created] = await waitFor(
      'payment.dispute.created',
      () => receiver.of('payment.dispute.created').length === 1 && receiver.of('payment.dispute.created'),
    );
    expect(created!.event.contains).toEqual(['payment', 'dispute']);
    expect(created!.event.payload.payment!.entity).toMatchObject({ id: payment.id, status: 'captured', amount: 1519800 });
    expect(created!.event.payload.dispute!.entity).toMatchObject({
      id: dispute.id,
      entity: 'dispute',
      payment_id: payment.id,
      amount: 500000,
      currency: 'INR',
      amount_deducted: 0,
      reason_code: 'goods_not_received',
      status: 'open',
      phase: 'chargeback',
    });
    const fetched = await razorpay.disputes.fetch(dispute.id);
    expect(fetched).toEqual(created!.event.payload.dispute!.entity);
    expect(fetched.respond_by).toBeGreaterThan(fetched.created_at);
    expect(fetched.evidence).toMatchObject({ amount: 500000, summary: null, submitted_at: null });
  });

  it('the amount defaults to the payment’s; a refund is blocked while the dispute is open or under review, and allowed once it is won', async () => {
    const payment = await paidPayment(80000);
    const dispute = sandbox.controls.openDispute(payment.id);
    expect(dispute).toMatchObject({ amount: 80000, reason_code: 'chargeback' });
    const blocked = { statusCode: 400, error: { description: 'The refund on this payment is blocked due to ongoing dispute investigation' } };
    expect(await sdkError(razorpay.payments.refund(payment.id, { amount: 10000 }))).toMatchObject(blocked);
    expect(sandbox.controls.resolveDispute(dispute.id, 'under_review')).toMatchObject({ status: 'under_review' });
    expect(await sdkError(razorpay.payments.refund(payment.id, { amount: 10000 }))).toMatchObject(blocked);
    expect(sandbox.controls.resolveDispute(dispute.id, 'won')).toMatchObject({ status: 'won', amount_deducted: 0 });
    expect(await razorpay.payments.refund(payment.id, { amount: 10000 })).toMatchObject({ status: 'pending' });
  });

  it('each change posts its own event; action_required leaves the dispute open, lost deducts the amount, and a finished dispute cannot move', async () => {
    const payment = await paidPayment(50000);
    const dispute = sandbox.controls.openDispute(payment.id, { phase: 'pre_arbitration' });
    expect(sandbox.controls.resolveDispute(dispute.id, 'under_review').status).toBe('under_review');
    expect(sandbox.controls.resolveDispute(dispute.id, 'action_required').status).toBe('open');
    expect(sandbox.controls.resolveDispute(dispute.id, 'lost')).toMatchObject({ status: 'lost', amount_deducted: 50000 });
    expect(() => sandbox.controls.resolveDispute(dispute.id, 'closed')).toThrow(/already lost/);
    const disputeEvents = () => receiver.deliveries.map((delivery) => delivery.event.event).filter((name) => name.startsWith('payment.dispute.'));
    await waitFor('four dispute events', () => disputeEvents().length === 4);
    expect(disputeEvents().sort()).toEqual([
      'payment.dispute.action_required',
      'payment.dispute.created',
      'payment.dispute.lost',
      'payment.dispute.under_review',
    ]);
    expect(receiver.of('payment.dispute.lost')[0]!.event.payload.dispute!.entity).toMatchObject({ status: 'lost', amount_deducted: 50000 });
    const closing = sandbox.controls.openDispute((await paidPayment(20000)).id, { phase: 'retrieval' });
    expect(sandbox.controls.resolveDispute(closing.id, 'closed').status).toBe('closed');
    await waitFor('payment.dispute.closed', () => receiver.of('payment.dispute.closed').length === 1);
  });

  it('refuses a dispute on a payment never captured, an amount over the payment’s, an unknown phase or option, and an unknown status', async () => {
    const order = await razorpay.orders.create({ amount: 30000, currency: 'INR' });
    const failed = sandbox.controls.payOrder(order.id, { fail: true });
    expect(() => sandbox.controls.openDispute(failed.id)).toThrow(/never captured/);
    const payment = await paidPayment(30000);
    expect(() => sandbox.controls.openDispute(payment.id, { amount: 30001 })).toThrow(/amount/);
    expect(() => sandbox.controls.openDispute(payment.id, { phase: 'appeal' as never })).toThrow(/phase must be one of/);
    expect(() => sandbox.controls.openDispute(payment.id, { evidence: 'x' } as never)).toThrow(/evidence is not modelled/);
    const dispute = sandbox.controls.openDispute(payment.id);
    expect(() => sandbox.controls.resolveDispute(dispute.id, 'reversed' as never)).toThrow(/status must be one of/);
  });

  it('lists disputes newest first with count and skip (disputes.all), and from/to over REST; an unknown id or option is refused', async () => {
    const ids = [];
    for (let index = 0; index < 3; index += 1) ids.push(sandbox.controls.openDispute((await paidPayment(10000 + index * 100)).id).id);
    const all = await razorpay.disputes.all({ count: 2 });
    expect(all).toMatchObject({ entity: 'collection', count: 2 });
    expect(all.items.map((dispute) => dispute.id)).toEqual([ids[2], ids[1]]);
    expect((await razorpay.disputes.all({ count: 1, skip: 2 })).items.map((dispute) => dispute.id)).toEqual([ids[0]]);
    const auth = { authorization: `Basic ${btoa(`${sandbox.keyId}:${sandbox.keySecret}`)}` };
    const now = Math.floor(Date.now() / 1000);
    const future = await fetch(`${sandbox.url}/v1/disputes?from=${now + 3600}`, { headers: auth });
    expect(await future.json()).toEqual({ entity: 'collection', count: 0, items: [] });
    const recent = (await (await fetch(`${sandbox.url}/v1/disputes?from=${now - 3600}&to=${now + 3600}&count=100`, { headers: auth })).json()) as {
      items: Array<{ id: string }>;
    };
    expect(recent.items.map((dispute) => dispute.id)).toEqual(expect.arrayContaining(ids));
    const expanded = await fetch(`${sandbox.url}/v1/disputes?expand[]=payment`, { headers: auth });
    expect(expanded.status).toBe(400);
    expect(await sdkError(razorpay.disputes.fetch('disp_AAAAAAAAAAAAAA'))).toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    });
    expect(await sdkError(razorpay.disputes.fetch('disp_1'))).toMatchObject({ error: { description: 'disp_1 is not a valid id' } });
  });
});

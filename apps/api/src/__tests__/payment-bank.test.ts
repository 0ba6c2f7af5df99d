// The bank an order names is the one Razorpay reports on the payment (its `bank`), not the one picked on /payment:
// against dynalite and the embedded sandbox, an order placed with HDFC Bank picked and paid from ICICI reads ICICI on
// the confirmation's order, on the status page and in its one-sentence note.
import { apiPaths, type PlacedOrder } from '@partybox/contracts';
import { wireHeaders } from '@partybox/contracts/wire';
import { describe, expect, it } from 'vitest';
import { customerPost, handlerResponse, placeOnlineOrder, startPaymentsHarness, statusOf } from './support/payments-harness';
import { useHarness } from './support/harness';

const harness = useHarness(() => startPaymentsHarness());

describe('the bank of a net banking payment', () => {
  it('is the bank Razorpay reports on the payment, on the placed order, the status page and its note', async () => {
    const order = await placeOnlineOrder(harness.app, 'netbanking');
    expect(order.payment.prefill).toMatchObject({ method: 'netbanking', bank: 'HDFC' });
    const payment = harness.sandbox.controls.payOrder(order.payment.gatewayOrderId, { method: 'netbanking', bank: 'ICIC' });
    const verified = await customerPost(
      harness.app,
      apiPaths.orderPaymentVerify.href(order.orderNumber),
      order,
      handlerResponse(harness.sandbox, order.payment.gatewayOrderId, payment.id),
    );
    expect(verified.statusCode, verified.body).toBe(200);

    const status = await statusOf(harness.app, order);
    expect(status.payment.attempts).toEqual([expect.objectContaining({ method: 'netbanking', status: 'captured', bank: 'ICICI Bank' })]);
    expect(status.payment.moneyNote).toMatch(/^Paid ₹[\d,]+ by net banking \(ICICI Bank\) on /);

    const placed = await harness.app.inject({
      method: 'GET',
      url: apiPaths.order.href(order.id),
      headers: { [wireHeaders.orderAccessToken]: order.accessToken },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<PlacedOrder>()).toMatchObject({ bank: 'HDFC Bank', latestPayment: { status: 'captured', method: 'netbanking', bank: 'ICICI Bank' } });
  });

  it('is absent while nothing was paid', async () => {
    const order = await placeOnlineOrder(harness.app, 'netbanking');
    const placed = await harness.app.inject({
      method: 'GET',
      url: apiPaths.order.href(order.id),
      headers: { [wireHeaders.orderAccessToken]: order.accessToken },
    });
    expect(placed.json<PlacedOrder>()).not.toHaveProperty('latestPayment');
  });
});

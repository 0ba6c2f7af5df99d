import { describe, expect, it } from 'vitest';
import { doorPaymentOf, isStillToDeliver, orderStatuses, paymentStatuses } from '../index';

describe('the delivery day', () => {
  it('keeps placed, confirmed, packed and out-for-delivery orders on the day’s slips, never delivered or cancelled ones', () => {
    expect(orderStatuses.filter(isStillToDeliver)).toEqual(['placed', 'confirmed', 'packed', 'out-for-delivery']);
  });

  it('asks the delivery person to collect the whole total in cash only for an unpaid cash-on-delivery order', () => {
    expect(doorPaymentOf('pay-on-delivery', 12499)).toEqual({ kind: 'collect', rupees: 12499 });
    const collected = paymentStatuses.filter((status) => doorPaymentOf(status, 100).kind === 'collect');
    expect(collected).toEqual(['pay-on-delivery']);
  });

  it('says paid online, paid in cash, or not paid for every other payment status', () => {
    expect(doorPaymentOf('paid', 100)).toEqual({ kind: 'paid', how: 'online' });
    expect(doorPaymentOf('collected-on-delivery', 100)).toEqual({ kind: 'paid', how: 'cash' });
    for (const status of ['awaiting-payment', 'payment-processing', 'payment-failed', 'refund-pending', 'refunded'] as const) {
      expect(doorPaymentOf(status, 100)).toEqual({ kind: 'unpaid' });
    }
  });
});

// foldReports, the pure fold of the gateway's reports into an order's ledger: a refund that answers one of our intents
// keeps its group and attempt, even when the intent's own entry is no longer there to copy them from.
import { emptyLedger } from '@partybox/order-lifecycle';
import { describe, expect, it } from 'vitest';
import { foldReports } from '../modules/payments/payment-service';

const refund = (id: string) => ({ id, paymentId: 'pay_A', amountPaise: 50_000, status: 'pending' as const, reason: 'Late', at: '2026-12-02T10:00:00Z' });

describe('a refund reported for an intent the ledger no longer holds', () => {
  it('belongs to the intent group its id names: a first ask whose id ends in digits is attempt 1, a retry `_r<n>` attempt n', () => {
    const first = foldReports(emptyLedger, { refunds: [{ refund: refund('rfnd_1'), intentId: 'intent_0192aa10-4329-7157-b738-123456789012' }] });
    expect(first.refunds).toMatchObject([{ id: 'rfnd_1', group: 'intent_0192aa10-4329-7157-b738-123456789012', attempt: 1 }]);
    const retry = foldReports(emptyLedger, { refunds: [{ refund: refund('rfnd_2'), intentId: 'intent_0192aa10-4329-7157-b738-123456789012_r3' }] });
    expect(retry.refunds).toMatchObject([{ id: 'rfnd_2', group: 'intent_0192aa10-4329-7157-b738-123456789012', attempt: 3 }]);
  });
});

const payment = (status: 'authorized' | 'captured' | 'failed', at = '2026-12-01T10:00:00Z') => ({
  id: 'pay_A',
  gatewayOrderId: 'order_A',
  amountPaise: 1_219_900,
  status,
  at,
  method: 'upi',
});

describe('payments and disputes as the gateway reports them', () => {
  it('keeps one entry per payment, moving it forward and never back, whatever order the reports arrive in', () => {
    const captured = foldReports(emptyLedger, { payments: [{ ...payment('authorized'), currency: 'INR' }, payment('captured')] });
    expect(captured.payments).toMatchObject([{ id: 'pay_A', status: 'captured' }]);
    const late = foldReports(captured, { payments: [payment('authorized')] });
    expect(late.payments).toMatchObject([{ id: 'pay_A', status: 'captured' }]);
    expect(late.payments[0]).not.toHaveProperty('currency');
  });

  it('records a dispute once however often it is reported', () => {
    const dispute = {
      id: 'disp_A',
      paymentId: 'pay_A',
      amountPaise: 500_000,
      status: 'open' as const,
      reason: 'Goods not received',
      at: '2026-12-03T10:00:00Z',
    };
    const once = foldReports(emptyLedger, { disputes: [dispute] });
    expect(foldReports(once, { disputes: [dispute] }).disputes).toEqual(once.disputes);
  });
});

describe('a refund that answers an intent the ledger holds', () => {
  it('takes the intent’s place, keeping its reason, author and group', () => {
    const intent = { ...refund('intent_1'), reason: 'Cancelled by the customer', by: 'Customer', group: 'intent_1', attempt: 1 };
    const withIntent = { ...emptyLedger, refunds: [intent] };
    const folded = foldReports(withIntent, { refunds: [{ refund: { ...refund('rfnd_9'), reason: 'gateway words' }, intentId: 'intent_1' }] });
    expect(folded.refunds).toMatchObject([{ id: 'rfnd_9', reason: 'Cancelled by the customer', by: 'Customer', group: 'intent_1', attempt: 1 }]);
  });

  it('names the shop as its author when a refund made outside the store names no one', () => {
    const folded = foldReports(emptyLedger, { refunds: [{ refund: refund('rfnd_10') }] });
    expect(folded.refunds).toMatchObject([{ id: 'rfnd_10', by: 'Shop' }]);
    expect(folded.refunds[0]).not.toHaveProperty('group');
  });
});

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

// The money rules that keep an order right against the real gateway: authorised payments are captured once and never
// asked for again, payments the gateway gave back uncaptured never pay, a refund that fails is retried as the same
// refund a few times, and disputes need the team.
import { describe, expect, it } from 'vitest';
import {
  attentionReasons,
  canPayAgain,
  checkOperatorRefund,
  emptyLedger,
  maxRefundAttempts,
  onlinePaymentStatus,
  paymentToCapture,
  recordDispute,
  recordPayment,
  recordRefund,
  refundRetriesDue,
  refundablePaise,
  refundsOwed,
  hasRefundRetries,
  type LedgerPayment,
  type LedgerRefund,
  type PaymentLedger,
} from '../index';

const total = 15198;
const payment = (id: string, status: LedgerPayment['status'], at: string, amountPaise = total * 100): LedgerPayment => ({
  id,
  gatewayOrderId: `order_${id}`,
  amountPaise,
  method: 'upi',
  status,
  at,
});
const ours = (id: string, status: LedgerRefund['status'], attempt: number, at: string, amountPaise = total * 100): LedgerRefund => ({
  id,
  paymentId: 'pay_A',
  amountPaise,
  status,
  reason: 'Order cancelled: postponed',
  at,
  by: 'Customer',
  group: 'intent_1',
  attempt,
});
const ledgerOf = (...payments: LedgerPayment[]): PaymentLedger => payments.reduce(recordPayment, emptyLedger);

describe('a payment authorised and not captured', () => {
  it('reads as being confirmed by the bank, is the one to capture, and the customer is not asked to pay again', () => {
    const ledger = ledgerOf(payment('pay_A', 'authorized', '2026-12-01T10:00:00Z'));
    expect(onlinePaymentStatus(ledger, total)).toBe('payment-processing');
    expect(paymentToCapture(ledger, total, 'placed')?.id).toBe('pay_A');
    expect(canPayAgain(ledger, 'placed', total)).toBe(false);
  });

  it('is not captured for a cancelled order, nor when another payment is captured already', () => {
    const authorised = ledgerOf(payment('pay_A', 'authorized', '2026-12-01T10:00:00Z'));
    expect(paymentToCapture(authorised, total, 'cancelled')).toBeUndefined();
    const paid = recordPayment(authorised, payment('pay_B', 'captured', '2026-12-01T09:00:00Z'));
    expect(paymentToCapture(paid, total, 'placed')).toBeUndefined();
  });

  it('of another amount is never captured and the customer may pay the total', () => {
    const ledger = ledgerOf(payment('pay_A', 'authorized', '2026-12-01T10:00:00Z', 100_00));
    expect(paymentToCapture(ledger, total, 'placed')).toBeUndefined();
    expect(onlinePaymentStatus(ledger, total)).toBe('awaiting-payment');
    expect(canPayAgain(ledger, 'placed', total)).toBe(true);
  });

  it('keeps capturing the one asked for, even when an earlier one is reported later', () => {
    const asked = { ...ledgerOf(payment('pay_B', 'authorized', '2026-12-01T10:05:00Z')), capturing: 'pay_B' };
    const both = recordPayment(asked, payment('pay_A', 'authorized', '2026-12-01T10:00:00Z'));
    expect(paymentToCapture(both, total, 'placed')?.id).toBe('pay_B');
  });
});

describe('a payment the gateway gave back without capturing it', () => {
  it('never pays the order, and its refund neither refunds the order nor shows as on its way', () => {
    const ledger = recordRefund(ledgerOf(payment('pay_A', 'auto-refunded', '2026-12-01T10:00:00Z')), {
      id: 'rfnd_auto',
      paymentId: 'pay_A',
      amountPaise: total * 100,
      status: 'pending',
      reason: 'Refunded through Razorpay',
      at: '2026-12-06T10:00:00Z',
    });
    expect(onlinePaymentStatus(ledger, total)).toBe('awaiting-payment');
    expect(refundsOwed(ledger, total, 'cancelled')).toEqual([]);
    expect(canPayAgain(ledger, 'placed', total)).toBe(true);
    expect(attentionReasons(ledger, total)).toEqual([]);
  });

  it('is not the payment refunded when the order also has a real one', () => {
    const ledger = ledgerOf(payment('pay_Late', 'auto-refunded', '2026-12-01T09:00:00Z'), payment('pay_Real', 'captured', '2026-12-01T10:00:00Z'));
    expect(onlinePaymentStatus(ledger, total)).toBe('paid');
    expect(refundsOwed(ledger, total, 'placed')).toEqual([]);
  });
});

describe('a refund the gateway refused or the bank failed', () => {
  const paid = ledgerOf(payment('pay_A', 'captured', '2026-12-01T10:00:00Z'));
  const failedOnce = recordRefund(paid, ours('rfnd_1', 'failed', 1, '2026-12-02T10:00:00Z'));

  it('is not owed again as a new refund: it is the same refund, retried', () => {
    expect(refundsOwed(failedOnce, total, 'cancelled')).toEqual([]);
    expect(onlinePaymentStatus(failedOnce, total)).toBe('paid');
    expect(attentionReasons(failedOnce, total)).toEqual(['refund-failed']);
  });

  it('is retried after a growing delay, as the next attempt of the same group', () => {
    expect(refundRetriesDue(failedOnce, new Date('2026-12-02T10:09:00Z'))).toEqual([]);
    expect(refundRetriesDue(failedOnce, new Date('2026-12-02T10:10:00Z'))).toEqual([
      { group: 'intent_1', attempt: 2, paymentId: 'pay_A', amountPaise: total * 100, reason: 'Order cancelled: postponed', by: 'Customer' },
    ]);
    const failedTwice = recordRefund(failedOnce, ours('rfnd_2', 'failed', 2, '2026-12-02T10:10:00Z'));
    expect(refundRetriesDue(failedTwice, new Date('2026-12-02T10:59:00Z'))).toEqual([]);
    expect(refundRetriesDue(failedTwice, new Date('2026-12-02T11:10:00Z'))).toMatchObject([{ attempt: 3 }]);
  });

  it('is left to the team after the last attempt, and stops needing it once a retry goes through', () => {
    let ledger = paid;
    for (let attempt = 1; attempt <= maxRefundAttempts; attempt++)
      ledger = recordRefund(ledger, ours(`rfnd_${attempt}`, 'failed', attempt, '2026-12-02T10:00:00Z'));
    expect(refundRetriesDue(ledger, new Date('2027-01-01T00:00:00Z'))).toEqual([]);
    expect(hasRefundRetries(ledger)).toBe(false);
    expect(refundsOwed(ledger, total, 'cancelled')).toEqual([]);
    expect(attentionReasons(ledger, total)).toEqual(['refund-failed']);
    const retried = recordRefund(failedOnce, ours('rfnd_2', 'processed', 2, '2026-12-02T10:10:00Z'));
    expect(attentionReasons(retried, total)).toEqual([]);
    expect(onlinePaymentStatus(retried, total)).toBe('refunded');
  });

  it('holds its amount from an operator while it will be retried, and frees it once the team must take over', () => {
    expect(refundablePaise(failedOnce, total)).toBe(0);
    expect(checkOperatorRefund(failedOnce, total, 100, 'Goodwill')).toEqual({
      ok: false,
      reason: 'There is no captured payment left to refund on this order.',
    });
    let givenUp = paid;
    for (let attempt = 1; attempt <= maxRefundAttempts; attempt++)
      givenUp = recordRefund(givenUp, ours(`rfnd_${attempt}`, 'failed', attempt, '2026-12-02T10:00:00Z'));
    expect(refundablePaise(givenUp, total)).toBe(total * 100);
  });

  it('made outside the store (the dashboard) and failed leaves a cancelled order owed its money', () => {
    const outside = recordRefund(paid, {
      id: 'rfnd_dash',
      paymentId: 'pay_A',
      amountPaise: total * 100,
      status: 'failed',
      reason: 'x',
      at: '2026-12-02T10:00:00Z',
    });
    expect(refundsOwed(outside, total, 'cancelled')).toEqual([{ paymentId: 'pay_A', amountPaise: total * 100, cause: 'order-cancelled' }]);
  });
});

describe('a dispute', () => {
  it('needs the team while open, and no longer once won or lost', () => {
    const paid = ledgerOf(payment('pay_A', 'captured', '2026-12-01T10:00:00Z'));
    const dispute = { id: 'disp_1', paymentId: 'pay_A', amountPaise: 5000_00, status: 'open' as const, reason: 'chargeback', at: '2026-12-10T10:00:00Z' };
    const open = recordDispute(paid, dispute);
    expect(attentionReasons(open, total)).toEqual(['dispute']);
    const won = recordDispute(open, { ...dispute, status: 'won' });
    expect(attentionReasons(won, total)).toEqual([]);
    expect(recordDispute(won, dispute).disputes).toEqual(won.disputes);
  });
});

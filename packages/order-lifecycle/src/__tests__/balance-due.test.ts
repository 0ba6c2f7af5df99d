// An edit that raises the total of an order paid online leaves a balance due, paid by a Payment Link: the order's
// payments are accepted up to what is owed (the first for the total it was taken for, the link's for the balance), and
// never beyond (more than owed is refunded as a second payment or a wrong amount is today).
import { describe, expect, it } from 'vitest';
import {
  acceptedPayments,
  attentionReasons,
  balanceDuePaise,
  checkOperatorRefund,
  onlinePaymentStatus,
  orderTakings,
  recordPayment,
  recordRefund,
  refundParts,
  refundablePaise,
  refundsOwed,
  type LedgerPayment,
  type PaymentLedger,
} from '../index';

const placed = 1500;
const edited = 2000;
const payment = (id: string, amountRupees: number, at: string): LedgerPayment => ({
  id,
  gatewayOrderId: `order_${id}`,
  amountPaise: amountRupees * 100,
  method: 'upi',
  status: 'captured',
  at,
});
const ledgerOf = (...payments: LedgerPayment[]): PaymentLedger => payments.reduce(recordPayment, { payments: [], refunds: [] } as PaymentLedger);
const first = payment('pay_first', placed, '2026-11-20T10:00:00.000Z');

describe('a balance due after an edit raised the total', () => {
  it('is the new total less what the first payment kept, and the order stays paid meanwhile', () => {
    const ledger = ledgerOf(first);
    expect(balanceDuePaise(ledger, placed, edited)).toBe(50_000);
    expect(onlinePaymentStatus(ledger, placed, edited)).toBe('paid');
    expect(refundsOwed(ledger, placed, 'placed', edited)).toEqual([]);
  });

  it('is paid by a payment of the balance: both payments accepted, nothing refunded, nothing for the team, both in the takings', () => {
    const ledger = ledgerOf(first, payment('pay_link', 500, '2026-11-21T10:00:00.000Z'));
    expect(acceptedPayments(ledger, placed, edited).map((p) => p.id)).toEqual(['pay_first', 'pay_link']);
    expect(balanceDuePaise(ledger, placed, edited)).toBe(0);
    expect(onlinePaymentStatus(ledger, placed, edited)).toBe('paid');
    expect(refundsOwed(ledger, placed, 'placed', edited)).toEqual([]);
    expect(attentionReasons(ledger, placed, edited)).toEqual([]);
    expect(orderTakings(ledger, placed, 'paid')).toMatchObject({ paidPaise: 200_000, refundedPaise: 0, netPaise: 200_000 });
  });

  it("does not count an operator's refund of part of the price (the boxes kept): it is given back, not owed again", () => {
    const concession = {
      id: 'rfnd_c',
      paymentId: 'pay_first',
      amountPaise: 20_000,
      status: 'processed' as const,
      reason: 'Balloons missing',
      at: '2026-11-20T12:00:00.000Z',
    };
    expect(balanceDuePaise(recordRefund(ledgerOf(first), { ...concession, concession: true }), placed, placed)).toBe(0);
    // Edited up by ₹500 afterwards: the ₹500 is due, not the ₹200 given back too.
    expect(balanceDuePaise(recordRefund(ledgerOf(first), { ...concession, concession: true }), placed, edited)).toBe(50_000);
    // An edit's refund (no concession) still counts: ₹200 back from a total not lowered is ₹200 due.
    expect(balanceDuePaise(recordRefund(ledgerOf(first), concession), placed, placed)).toBe(20_000);
  });

  it('counts what an earlier edit refunded: the balance is the total less what was kept', () => {
    const refunded = recordRefund(ledgerOf(first), {
      id: 'rfnd_1',
      paymentId: 'pay_first',
      amountPaise: 30_000,
      status: 'processed',
      reason: 'Order edited: lower total',
      at: '2026-11-20T12:00:00.000Z',
    });
    // ₹1,200 kept after the refund; edited up to ₹1,600: ₹400 due, and a ₹400 payment covers it.
    expect(balanceDuePaise(refunded, placed, 1600)).toBe(40_000);
    const paid = recordPayment(refunded, payment('pay_link', 400, '2026-11-21T10:00:00.000Z'));
    expect(refundsOwed(paid, placed, 'placed', 1600)).toEqual([]);
    expect(balanceDuePaise(paid, placed, 1600)).toBe(0);
  });

  it('refunds a payment that takes more than is owed, in full, as a second payment', () => {
    const ledger = ledgerOf(first, payment('pay_link', 500, '2026-11-21T10:00:00.000Z'), payment('pay_again', 500, '2026-11-21T10:05:00.000Z'));
    expect(refundsOwed(ledger, placed, 'placed', edited)).toEqual([{ paymentId: 'pay_again', amountPaise: 50_000, cause: 'duplicate-payment' }]);
    expect(attentionReasons(ledger, placed, edited)).toEqual(['duplicate-payment']);
    expect(balanceDuePaise(ledger, placed, edited)).toBe(0);
  });

  it('accepts nothing beyond the first payment while no edit raised the total (a second payment is refunded as before)', () => {
    const ledger = ledgerOf(first, payment('pay_link', 500, '2026-11-21T10:00:00.000Z'));
    expect(acceptedPayments(ledger, placed).map((p) => p.id)).toEqual(['pay_first']);
    expect(refundsOwed(ledger, placed, 'placed')).toEqual([{ paymentId: 'pay_link', amountPaise: 50_000, cause: 'duplicate-payment' }]);
  });

  it('refunds every accepted payment when the order is cancelled', () => {
    const ledger = ledgerOf(first, payment('pay_link', 500, '2026-11-21T10:00:00.000Z'));
    expect(refundsOwed(ledger, placed, 'cancelled', edited).map((owed) => [owed.paymentId, owed.amountPaise])).toEqual([
      ['pay_first', 150_000],
      ['pay_link', 50_000],
    ]);
  });

  it("lets an operator refund up to both payments, the balance's first: a refund returns part of one payment", () => {
    const ledger = ledgerOf(first, payment('pay_link', 500, '2026-11-21T10:00:00.000Z'));
    expect(refundablePaise(ledger, placed, edited)).toBe(200_000);
    expect(checkOperatorRefund(ledger, placed, 2000, 'Party called off', edited)).toEqual({ ok: true });
    expect(checkOperatorRefund(ledger, placed, 2001, 'Party called off', edited)).toEqual({
      ok: false,
      reason: 'At most ₹2,000 can be refunded on this order.',
    });
    const parts = (amountPaise: number, from = ledger) => refundParts(from, placed, edited, amountPaise).map((part) => [part.payment.id, part.amountPaise]);
    expect(parts(30_000)).toEqual([['pay_link', 30_000]]);
    expect(parts(180_000)).toEqual([
      ['pay_link', 50_000],
      ['pay_first', 130_000],
    ]);
    // Once the link's payment is refunded in full, what is left comes from the first.
    const linkBack = recordRefund(ledger, {
      id: 'rfnd_l',
      paymentId: 'pay_link',
      amountPaise: 50_000,
      status: 'processed',
      reason: 'x',
      at: '2026-11-22T10:00:00.000Z',
      concession: true,
    });
    expect(refundablePaise(linkBack, placed, edited)).toBe(150_000);
    expect(parts(10_000, linkBack)).toEqual([['pay_first', 10_000]]);
  });

  it('owes nothing as a balance before the first payment (the whole total is then due the usual way)', () => {
    expect(balanceDuePaise({ payments: [], refunds: [] }, placed, edited)).toBe(0);
  });
});

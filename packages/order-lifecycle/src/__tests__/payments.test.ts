import { describe, expect, it } from 'vitest';
import {
  acceptedPayment,
  attentionReasons,
  canPayAgain,
  checkCustomerCancel,
  checkOperatorRefund,
  emptyLedger,
  isPaymentDue,
  isPersonalised,
  onlinePaymentStatus,
  recordPayment,
  recordRefund,
  refundablePaise,
  refundsOwed,
  unwantedPaymentReasons,
  type LedgerPayment,
  type LedgerRefund,
  type PaymentLedger,
} from '../index';

const total = 15198;
const payment = (id: string, status: LedgerPayment['status'], amountPaise = total * 100, at = `2026-12-01T10:00:0${id.length % 10}Z`): LedgerPayment => ({
  id,
  gatewayOrderId: `order_${id}`,
  amountPaise,
  method: 'upi',
  status,
  at,
});
const refund = (id: string, paymentId: string, status: LedgerRefund['status'], amountPaise = total * 100): LedgerRefund => ({
  id,
  paymentId,
  amountPaise,
  status,
  reason: 'cancelled',
  at: '2026-12-02T10:00:00Z',
});
const fold = (...reports: (LedgerPayment | LedgerRefund)[]): PaymentLedger =>
  reports.reduce<PaymentLedger>((ledger, report) => ('paymentId' in report ? recordRefund(ledger, report) : recordPayment(ledger, report)), emptyLedger);

describe('folding gateway reports', () => {
  it('the same report twenty times changes the ledger once', () => {
    const once = fold(payment('pay_A', 'captured'));
    const twenty = fold(...Array.from({ length: 20 }, () => payment('pay_A', 'captured')));
    expect(twenty).toEqual(once);
    expect(onlinePaymentStatus(twenty, total)).toBe('paid');
  });

  it('a failure reported after the capture of the same payment leaves it paid', () => {
    const ledger = fold(payment('pay_A', 'captured'), payment('pay_A', 'failed'));
    expect(ledger.payments).toHaveLength(1);
    expect(onlinePaymentStatus(ledger, total)).toBe('paid');
  });

  it('a refund processed before its capture arrives ends refunded, whichever order the reports come in', () => {
    const reports = [refund('rfnd_1', 'pay_A', 'processed'), payment('pay_A', 'captured'), refund('rfnd_1', 'pay_A', 'pending')];
    expect(onlinePaymentStatus(fold(...reports), total)).toBe('refunded');
    expect(onlinePaymentStatus(fold(...reports.reverse()), total)).toBe('refunded');
  });

  it('a pending refund shows as refund pending until the gateway processes it', () => {
    const ledger = fold(payment('pay_A', 'captured'), refund('rfnd_1', 'pay_A', 'pending'));
    expect(onlinePaymentStatus(ledger, total)).toBe('refund-pending');
    expect(onlinePaymentStatus(recordRefund(ledger, refund('rfnd_1', 'pay_A', 'processed')), total)).toBe('refunded');
  });

  it('a paid order stays paid while a second payment it did not want is refunded; a refund of its own money is on its way', () => {
    const twice = fold(payment('pay_A', 'captured', total * 100, '2026-12-01T10:00:00Z'), payment('pay_B', 'captured', total * 100, '2026-12-01T10:01:00Z'));
    // The refund the store makes by itself, with its reason (refundsOwed).
    const unwanted = (status: LedgerRefund['status']) => ({ ...refund('rfnd_B', 'pay_B', status), reason: unwantedPaymentReasons['duplicate-payment'] });
    const secondBack = recordRefund(twice, unwanted('pending'));
    expect(onlinePaymentStatus(secondBack, total)).toBe('paid');
    expect(onlinePaymentStatus(recordRefund(secondBack, unwanted('processed')), total)).toBe('paid');
    expect(onlinePaymentStatus(recordRefund(secondBack, refund('rfnd_A', 'pay_A', 'pending')), total)).toBe('refund-pending');
    // With no payment accepted (a wrong amount only), its refund is still the one on its way.
    const wrong = fold(payment('pay_C', 'captured', 100_00), refund('rfnd_C', 'pay_C', 'pending', 100_00));
    expect(onlinePaymentStatus(wrong, total)).toBe('refund-pending');
  });

  it('a partial refund leaves the order partly refunded, with what is left refundable', () => {
    const ledger = fold(payment('pay_A', 'captured'), refund('rfnd_1', 'pay_A', 'processed', 2000_00));
    expect(onlinePaymentStatus(ledger, total)).toBe('partly-refunded');
    expect(refundablePaise(ledger, total)).toBe(total * 100 - 2000_00);
  });

  it('a failed attempt shows payment failed, and a later successful attempt pays', () => {
    const failed = fold(payment('pay_A', 'failed', total * 100, '2026-12-01T10:00:00Z'));
    expect(onlinePaymentStatus(failed, total)).toBe('payment-failed');
    expect(canPayAgain(failed, 'placed')).toBe(true);
    const paid = recordPayment(failed, payment('pay_B', 'captured', total * 100, '2026-12-01T10:05:00Z'));
    expect(onlinePaymentStatus(paid, total)).toBe('paid');
    expect(canPayAgain(paid, 'placed')).toBe(false);
  });
});

describe('whether payment is still due', () => {
  it('is due on an open online order awaiting payment or after a failed attempt', () => {
    expect(isPaymentDue({ online: true, paymentStatus: 'awaiting-payment', orderStatus: 'placed' })).toBe(true);
    expect(isPaymentDue({ online: true, paymentStatus: 'payment-failed', orderStatus: 'out-for-delivery' })).toBe(true);
  });

  it('is not due on a delivered order, even one never paid online: the team settles it by hand', () => {
    expect(isPaymentDue({ online: true, paymentStatus: 'awaiting-payment', orderStatus: 'delivered' })).toBe(false);
    expect(isPaymentDue({ online: true, paymentStatus: 'payment-failed', orderStatus: 'delivered' })).toBe(false);
  });

  it('is not due on a cancelled order, a cash-on-delivery order, or once the bank is confirming or the money is in', () => {
    expect(isPaymentDue({ online: true, paymentStatus: 'awaiting-payment', orderStatus: 'cancelled' })).toBe(false);
    expect(isPaymentDue({ online: false, paymentStatus: 'pay-on-delivery', orderStatus: 'placed' })).toBe(false);
    expect(isPaymentDue({ online: true, paymentStatus: 'payment-processing', orderStatus: 'placed' })).toBe(false);
    expect(isPaymentDue({ online: true, paymentStatus: 'paid', orderStatus: 'placed' })).toBe(false);
  });
});

describe('refunds owed', () => {
  it('owes nothing for one payment of the exact total', () => {
    expect(refundsOwed(fold(payment('pay_A', 'captured')), total, 'placed')).toEqual([]);
  });

  it('refunds a payment of another amount in full and flags it', () => {
    const ledger = fold(payment('pay_A', 'captured', 100_00));
    expect(acceptedPayment(ledger, total)).toBeUndefined();
    expect(refundsOwed(ledger, total, 'placed')).toEqual([{ paymentId: 'pay_A', amountPaise: 100_00, cause: 'amount-mismatch' }]);
    expect(attentionReasons(ledger, total)).toEqual(['amount-mismatch']);
    expect(onlinePaymentStatus(ledger, total)).toBe('awaiting-payment');
  });

  it('refunds the second payment of a paid order and keeps the first', () => {
    const ledger = fold(payment('pay_A', 'captured', total * 100, '2026-12-01T10:00:00Z'), payment('pay_B', 'captured', total * 100, '2026-12-01T10:01:00Z'));
    expect(acceptedPayment(ledger, total)?.id).toBe('pay_A');
    expect(refundsOwed(ledger, total, 'placed')).toEqual([{ paymentId: 'pay_B', amountPaise: total * 100, cause: 'duplicate-payment' }]);
    expect(attentionReasons(ledger, total)).toEqual(['duplicate-payment']);
    // It needs attention while its money is on its way back, and no longer once it is back.
    const givenBack = (status: LedgerRefund['status']) =>
      recordRefund(ledger, { ...refund('rfnd_B', 'pay_B', status), reason: unwantedPaymentReasons['duplicate-payment'] });
    expect(attentionReasons(givenBack('pending'), total)).toEqual(['duplicate-payment']);
    expect(attentionReasons(givenBack('processed'), total)).toEqual([]);
  });

  it('refunds every payment of a cancelled order, less what is already on its way', () => {
    const ledger = fold(payment('pay_A', 'captured'), refund('rfnd_1', 'pay_A', 'pending', 5000_00));
    expect(refundsOwed(ledger, total, 'cancelled')).toEqual([{ paymentId: 'pay_A', amountPaise: total * 100 - 5000_00, cause: 'order-cancelled' }]);
  });

  it('owes nothing more once the refunds are asked for', () => {
    const ledger = fold(payment('pay_A', 'captured', 100_00), refund('rfnd_1', 'pay_A', 'pending', 100_00));
    expect(refundsOwed(ledger, total, 'placed')).toEqual([]);
  });

  it('a failed refund is owed again and needs attention until another goes through', () => {
    const failed = fold(payment('pay_A', 'captured'), refund('rfnd_1', 'pay_A', 'failed'));
    expect(refundsOwed(failed, total, 'cancelled')).toEqual([{ paymentId: 'pay_A', amountPaise: total * 100, cause: 'order-cancelled' }]);
    expect(attentionReasons(failed, total)).toEqual(['refund-failed']);
    const retried = recordRefund(failed, refund('rfnd_2', 'pay_A', 'processed'));
    expect(attentionReasons(retried, total)).toEqual([]);
  });
});

describe('an operator refund', () => {
  const paid = fold(payment('pay_A', 'captured'));
  it('may return part of the payment with a reason', () => {
    expect(checkOperatorRefund(paid, total, 2000, 'balloons missing')).toEqual({ ok: true });
  });
  it('is refused past what is left, without a reason, or when nothing was paid', () => {
    expect(checkOperatorRefund(paid, total, total + 1, 'x')).toEqual({ ok: false, reason: 'At most ₹15,198 can be refunded on this order.' });
    expect(checkOperatorRefund(paid, total, 10, ' ')).toEqual({ ok: false, reason: 'Give a reason for the refund.' });
    expect(checkOperatorRefund(paid, total, 0, 'x').ok).toBe(false);
    expect(checkOperatorRefund(emptyLedger, total, 10, 'x')).toEqual({ ok: false, reason: 'There is no captured payment left to refund on this order.' });
  });
});

describe('personalised boxes', () => {
  const early = new Date('2026-11-20T10:00:00Z');
  it('a name on the decor or cake details make a box personalised', () => {
    expect(isPersonalised({ decorName: 'Aarav', cakeDetails: '' })).toBe(true);
    expect(isPersonalised({ cakeDetails: 'Chocolate, 1 kg' })).toBe(true);
    expect(isPersonalised({ decorName: '  ', cakeDetails: '' })).toBe(false);
  });
  it('a packed personalised box cannot be cancelled online; an unpacked one or a plain packed one can', () => {
    const refused = checkCustomerCancel('packed', '2026-12-05', early, true);
    expect(refused).toEqual({ ok: false, reason: 'This box was personalised for your party and is already packed, so it can no longer be cancelled online.' });
    expect(checkCustomerCancel('confirmed', '2026-12-05', early, true)).toEqual({ ok: true });
    expect(checkCustomerCancel('packed', '2026-12-05', early, false)).toEqual({ ok: true });
  });
});

// The rules behind the console's money actions: the refund a cancel makes, partly refunded, a refunded order not made,
// delivered with cash in one step, and undoing a status change.
import { describe, expect, it } from 'vitest';
import {
  checkDeliveredWithCash,
  checkOrderMove,
  checkUndo,
  emptyLedger,
  nextOrderStatuses,
  onlinePaymentStatus,
  recordPayment,
  recordRefund,
  refundDestination,
  refundsOnCancel,
  undoOf,
  type LedgerPayment,
  type PaymentLedger,
} from '../index';

const total = 1499;
const captured = (id: string, amountPaise = total * 100): LedgerPayment => ({
  id,
  gatewayOrderId: `order_${id}`,
  amountPaise,
  method: 'upi',
  status: 'captured',
  at: '2026-12-01T10:00:00Z',
});
const refunded = (ledger: PaymentLedger, amountPaise: number, status: 'pending' | 'processed' = 'processed') =>
  recordRefund(ledger, { id: `rfnd_${amountPaise}`, paymentId: 'pay_A', amountPaise, status, reason: 'Balloons missing', at: '2026-12-02T10:00:00Z' });

describe('the refund a cancel makes', () => {
  it('is the accepted payment in full, less what was already refunded', () => {
    const paid = recordPayment(emptyLedger, captured('pay_A'));
    expect(refundsOnCancel(paid, total)).toEqual([{ paymentId: 'pay_A', amountPaise: 149900, cause: 'order-cancelled' }]);
    expect(refundsOnCancel(refunded(paid, 50000), total)).toEqual([{ paymentId: 'pay_A', amountPaise: 99900, cause: 'order-cancelled' }]);
  });

  it('reads as the amount and the payment it goes back to', () => {
    expect(refundDestination(149900, { id: 'pay_A', method: 'upi' })).toBe('₹1,499 to UPI payment pay_A');
    expect(refundDestination(50000, { id: 'pay_B', method: 'netbanking' })).toBe('₹500 to net banking payment pay_B');
  });

  it('is nothing for an order not paid online', () => {
    expect(refundsOnCancel(emptyLedger, total)).toEqual([]);
  });
});

describe('partly refunded', () => {
  it('is the payment status once part of the accepted payment came back, refunded once all of it did', () => {
    const paid = recordPayment(emptyLedger, captured('pay_A'));
    expect(onlinePaymentStatus(refunded(paid, 50000, 'pending'), total)).toBe('refund-pending');
    expect(onlinePaymentStatus(refunded(paid, 50000), total)).toBe('partly-refunded');
    expect(onlinePaymentStatus(refunded(paid, 149900), total)).toBe('refunded');
  });
});

describe('a refunded order', () => {
  it('is neither confirmed nor packed, and may still be cancelled', () => {
    expect(checkOrderMove('placed', 'confirmed', undefined, 'refunded')).toEqual({
      ok: false,
      reason: "This order's payment was refunded in full, so it cannot be confirmed: cancel it, or take a new payment first.",
    });
    expect(checkOrderMove('confirmed', 'packed', undefined, 'refunded').ok).toBe(false);
    expect(nextOrderStatuses('placed', 'refunded')).toEqual(['cancelled']);
    expect(nextOrderStatuses('placed', 'partly-refunded')).toEqual(['confirmed', 'cancelled']);
  });
});

describe('delivered with cash collected', () => {
  it('is one step from out for delivery while the cash is still to collect', () => {
    expect(checkDeliveredWithCash('out-for-delivery', 'pay-on-delivery')).toEqual({ ok: true });
    expect(checkDeliveredWithCash('packed', 'pay-on-delivery').ok).toBe(false);
    expect(checkDeliveredWithCash('out-for-delivery', 'paid')).toEqual({
      ok: false,
      reason: 'Cash is collected only for an order paid on delivery; this one is paid.',
    });
  });
});

describe('undo', () => {
  const at = '2026-12-01T10:00:00.000Z';
  const soon = new Date('2026-12-01T10:00:08.000Z');
  it('moves a status step back while it is the last change and recent', () => {
    const last = { change: 'status', from: 'placed', to: 'confirmed', at };
    expect(undoOf(last)).toBe('placed');
    expect(checkUndo('confirmed', 'placed', last, soon)).toEqual({ ok: true });
    expect(checkUndo('confirmed', 'placed', last, new Date('2026-12-01T11:00:00.000Z')).ok).toBe(false);
  });

  it('is not offered for a cancel, for cash collected, for an undo, or for anything but the last change', () => {
    expect(undoOf({ change: 'status', from: 'placed', to: 'cancelled', at })).toBeUndefined();
    expect(undoOf({ change: 'status', from: 'out-for-delivery', to: 'delivered', at, cashCollected: 1499 })).toBeUndefined();
    expect(undoOf({ change: 'status', from: 'confirmed', to: 'placed', at, undo: true })).toBeUndefined();
    expect(undoOf({ change: 'payment', from: 'pay-on-delivery', to: 'collected-on-delivery', at })).toBeUndefined();
    const paymentLast = { change: 'payment', from: 'paid', to: 'refund-pending', at };
    expect(checkUndo('confirmed', 'placed', paymentLast, soon).ok).toBe(false);
    expect(checkUndo('packed', 'placed', { change: 'status', from: 'placed', to: 'confirmed', at }, soon).ok).toBe(false);
  });
});

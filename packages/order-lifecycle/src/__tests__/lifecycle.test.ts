import { describe, expect, it } from 'vitest';
import {
  allowedPaymentStatuses,
  checkCustomerCancel,
  checkOrderMove,
  checkPaymentMove,
  customerCancelDeadline,
  isBeforePacking,
  nextOrderStatuses,
  nextPaymentStatuses,
  orderStatuses,
  paymentStatuses,
  type OrderStatus,
  type OrderPaymentStatus,
} from '../index';

/** Every move an operator may make, written out once more by hand: anything else must be refused. */
const allowedOrderMoves: readonly [OrderStatus, OrderStatus][] = [
  ['placed', 'confirmed'],
  ['placed', 'cancelled'],
  ['confirmed', 'packed'],
  ['confirmed', 'cancelled'],
  ['packed', 'out-for-delivery'],
  ['packed', 'cancelled'],
  ['out-for-delivery', 'delivered'],
];
const allowedPaymentMoves: readonly [OrderPaymentStatus, OrderPaymentStatus][] = [
  ['awaiting-payment', 'paid'],
  ['payment-failed', 'paid'],
  ['pay-on-delivery', 'paid'],
  ['pay-on-delivery', 'collected-on-delivery'],
];
const allowed = <T>(moves: readonly [T, T][], from: T, to: T) => moves.some(([a, b]) => a === from && b === to);

describe('order moves', () => {
  for (const from of orderStatuses) {
    for (const to of orderStatuses) {
      const ok = allowed(allowedOrderMoves, from, to);
      it(`${from} → ${to} is ${ok ? 'allowed' : 'refused'}`, () => {
        const result = checkOrderMove(from, to, 'a reason');
        expect(result.ok).toBe(ok);
        expect(nextOrderStatuses(from).includes(to)).toBe(ok);
        if (!result.ok) expect(result.reason).toMatch(/^An order that is .+ cannot be moved to .+\.$/);
      });
    }
  }

  it('needs a reason to cancel', () => {
    expect(checkOrderMove('placed', 'cancelled')).toEqual({ ok: false, reason: 'Give a reason for cancelling the order.' });
    expect(checkOrderMove('confirmed', 'cancelled', '   ')).toEqual({ ok: false, reason: 'Give a reason for cancelling the order.' });
    expect(checkOrderMove('packed', 'cancelled', 'Venue closed')).toEqual({ ok: true });
  });

  it('ends at delivered and cancelled', () => {
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
  });
});

describe('before packing', () => {
  it('holds placed and confirmed orders only: not packed, on the road, delivered or cancelled ones', () => {
    expect(orderStatuses.filter(isBeforePacking)).toEqual(['placed', 'confirmed']);
  });
});

describe('payment moves', () => {
  for (const from of paymentStatuses) {
    for (const to of paymentStatuses) {
      const ok = allowed(allowedPaymentMoves, from, to);
      it(`${from} → ${to} is ${ok ? 'allowed' : 'refused'} (order delivered)`, () => {
        expect(checkPaymentMove('delivered', from, to).ok).toBe(ok);
        expect(nextPaymentStatuses(from).includes(to)).toBe(ok);
      });
    }
  }

  it('marks cash collected only once the order is delivered', () => {
    for (const status of ['placed', 'confirmed', 'packed', 'out-for-delivery'] as const) {
      expect(checkPaymentMove(status, 'pay-on-delivery', 'collected-on-delivery')).toEqual({
        ok: false,
        reason: 'Payment can be marked collected on delivery only once the order is delivered.',
      });
      expect(checkPaymentMove(status, 'pay-on-delivery', 'paid')).toEqual({ ok: true });
    }
  });

  it('leaves a cancelled order’s payment as it is', () => {
    for (const from of paymentStatuses) {
      for (const to of paymentStatuses) expect(checkPaymentMove('cancelled', from, to).ok).toBe(false);
    }
  });
});

describe('payment statuses offered to an operator', () => {
  it('offers collected on delivery only once the order is delivered, and nothing once it is cancelled', () => {
    expect(allowedPaymentStatuses('confirmed', 'pay-on-delivery')).toEqual(['paid']);
    expect(allowedPaymentStatuses('delivered', 'pay-on-delivery')).toEqual(['collected-on-delivery', 'paid']);
    expect(allowedPaymentStatuses('placed', 'awaiting-payment')).toEqual(['paid']);
    expect(allowedPaymentStatuses('cancelled', 'awaiting-payment')).toEqual([]);
    expect(allowedPaymentStatuses('delivered', 'paid')).toEqual([]);
  });
});

describe('the customer’s cancel', () => {
  it('closes 48 hours before the start of the event day in Mumbai', () => {
    expect(customerCancelDeadline('2026-12-05').toISOString()).toBe('2026-12-02T18:30:00.000Z');
    expect(() => customerCancelDeadline('5 Dec')).toThrow(RangeError);
  });

  it('is allowed up to the deadline, and refused after it', () => {
    expect(checkCustomerCancel('placed', '2026-12-05', new Date('2026-12-02T18:30:00.000Z'))).toEqual({ ok: true });
    expect(checkCustomerCancel('confirmed', '2026-12-05', new Date('2026-12-02T18:29:59.000Z'))).toEqual({ ok: true });
    expect(checkCustomerCancel('placed', '2026-12-05', new Date('2026-12-02T18:30:00.001Z'))).toEqual({
      ok: false,
      reason: 'Orders can be cancelled up to 48 hours before delivery; please call us instead.',
    });
  });

  it('is refused once the order has left the shop or ended, whatever the date', () => {
    const early = new Date('2026-11-01T00:00:00Z');
    expect(checkCustomerCancel('packed', '2026-12-05', early)).toEqual({ ok: true });
    for (const status of ['out-for-delivery', 'delivered', 'cancelled'] as const) {
      const result = checkCustomerCancel(status, '2026-12-05', early);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.reason).toMatch(/can no longer be cancelled\.$/);
    }
  });
});

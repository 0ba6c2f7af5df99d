// The console's history lines say who did what: a payment the customer's payment window reported is not one the
// customer "marked", and a balance paid by link has its own line.
import { describe, expect, it } from 'vitest';
import { balanceEntry, historyActors, paymentEntry } from '../modules/orders';
import { historyWording } from '../modules/orders/order-history';

describe('history lines of payments', () => {
  it("says a payment the customer's window reported was checked with Razorpay, not marked by the customer", () => {
    expect(historyWording(paymentEntry('2026-11-27T10:00:00.000Z', historyActors.customer, 'awaiting-payment', 'paid'))).toBe(
      "Payment: Paid (the customer's payment, checked with Razorpay)",
    );
    expect(historyWording(paymentEntry('2026-11-27T10:00:00.000Z', 'Priya Shah', 'awaiting-payment', 'paid'))).toBe('Payment marked Paid by Priya Shah');
    expect(historyWording(paymentEntry('2026-11-27T10:00:00.000Z', historyActors.gateway, 'awaiting-payment', 'paid'))).toBe(
      'Payment: Paid (reported by Razorpay)',
    );
  });

  it('names the amount, the way and the payment of a balance paid by link', () => {
    const line = balanceEntry('2026-11-27T10:00:00.000Z', historyActors.gateway, 'paid', { id: 'pay_L1', amountPaise: 120_000, method: 'card' });
    expect(historyWording(line)).toBe('Balance ₹1,200 paid by card payment pay_L1 (reported by Razorpay)');
  });
});

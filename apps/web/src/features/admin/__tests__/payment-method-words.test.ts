// The console's "Method": what the customer chose, or for an order finalised with a payment link, "Payment link"
// until it is paid and then the way it was paid.
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { describe, expect, it } from 'vitest';
import { paymentMethodWords } from '../components/payment-method-words';

type Money = Pick<AdminOrderDetail, 'paymentMethod' | 'payment'>;
const unpaid = { attempts: [], refunds: [], disputes: [], refundablePaise: 0, attention: [] } satisfies AdminOrderDetail['payment'];
const link = { id: 'plink_1', amountPaise: 150000, shortUrl: 'https://rzp.io/i/x', status: 'created' } as NonNullable<
  AdminOrderDetail['payment']['links']
>[number];
const captured = (method: string) => ({
  id: 'pay_1',
  gatewayOrderId: 'order_1',
  amountPaise: 150000,
  method,
  status: 'captured' as const,
  at: '2026-11-27T10:00:00.000Z',
});

describe("the console's payment method", () => {
  it('says "Payment link" for an order finalised with a link and not paid yet, not the UPI it keeps meanwhile', () => {
    const order: Money = { paymentMethod: 'upi', payment: { ...unpaid, links: [link] } };
    expect(paymentMethodWords(order)).toBe('Payment link (the customer chooses how to pay)');
  });

  it('names the way the customer paid once a payment is captured', () => {
    expect(paymentMethodWords({ paymentMethod: 'upi', payment: { ...unpaid, links: [link], attempts: [captured('card')] } })).toBe('Card');
    expect(paymentMethodWords({ paymentMethod: 'card', payment: { ...unpaid, attempts: [captured('wallet')] } })).toBe('Wallet');
  });

  it('keeps the checkout choice otherwise (a QR code paid by UPI is still the QR code)', () => {
    expect(paymentMethodWords({ paymentMethod: 'qr', payment: { ...unpaid, attempts: [captured('upi')] } })).toBe('UPI QR code');
    expect(paymentMethodWords({ paymentMethod: 'cod', payment: unpaid })).toBe('Cash on Delivery');
    expect(paymentMethodWords({ paymentMethod: 'netbanking', payment: unpaid })).toBe('Net Banking');
  });
});

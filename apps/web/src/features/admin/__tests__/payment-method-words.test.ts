// The console's "Method", in its list and on its page: what the customer chose, or for an order finalised with a
// payment link, "Payment link" until it is paid and then the way it was paid (the API's paidWith / byPaymentLink).
import { describe, expect, it } from 'vitest';
import { paymentMethodWords } from '../components/payment-method-words';

describe("the console's payment method", () => {
  it('says "Payment link" for an order finalised with a link and not paid yet, not the UPI it keeps meanwhile', () => {
    expect(paymentMethodWords({ paymentMethod: 'upi', byPaymentLink: true })).toBe('Payment link (the customer chooses how to pay)');
    expect(paymentMethodWords({ paymentMethod: 'upi', byPaymentLink: true }, 'short')).toBe('Payment link');
  });

  it('names the way the customer paid once a payment is captured', () => {
    expect(paymentMethodWords({ paymentMethod: 'upi', paidWith: 'card' })).toBe('Card');
    expect(paymentMethodWords({ paymentMethod: 'card', paidWith: 'wallet' }, 'short')).toBe('Wallet');
  });

  it('keeps the checkout choice otherwise (a QR code paid by UPI is still the QR code)', () => {
    expect(paymentMethodWords({ paymentMethod: 'qr', paidWith: 'upi' })).toBe('UPI QR code');
    expect(paymentMethodWords({ paymentMethod: 'cod' })).toBe('Cash on Delivery');
    expect(paymentMethodWords({ paymentMethod: 'netbanking' }, 'short')).toBe('Net Banking');
  });
});

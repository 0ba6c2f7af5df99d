import { paymentMethods } from '@partybox/contracts';
import { onlinePaymentMethods } from '@partybox/contracts/payments';
import { refundPolicy } from '@partybox/order-lifecycle';
import faq from 'virtual:catalog/faq';
import payment from 'virtual:catalog/payment';
import policies from 'virtual:catalog/policies';
import { describe, expect, it } from 'vitest';

const answer = (question: string) => faq.find((item) => item.question === question)?.answer ?? '';
const section = (policy: 'terms' | 'refund', heading: string) =>
  policies[policy].sections
    .filter((candidate) => candidate.heading === heading)
    .flatMap((candidate) => candidate.paragraphs)
    .join(' ');
const cancelWindow = `${refundPolicy.cancelHoursBeforeEvent} hours before`;
const refundDays = `${refundPolicy.refundWorkingDays} working days`;

describe('the payment copy in catalog/site.json', () => {
  it('explains every payment method the order accepts, and no other', () => {
    expect(Object.keys(payment.methods).sort()).toEqual([...paymentMethods].sort());
  });

  it('says online methods are paid at checkout through Razorpay, and cash on delivery when the box arrives', () => {
    expect(payment.notice).toMatch(/Razorpay/);
    expect(payment.notice).toMatch(/cash on delivery/i);
    expect(payment.notice).not.toMatch(/Nothing is charged|payment link/);
    for (const method of onlinePaymentMethods) expect(payment.methods[method].howToPay).toMatch(/Razorpay/);
    expect(payment.methods.cod.howToPay).toMatch(/when your party box arrives/);
  });

  it('says how payment stands after an order with its amount, for each payment status', () => {
    const { paid, payOnDelivery, due } = payment.afterOrder;
    for (const headline of [paid.headline, payOnDelivery.headline, due.headline]) expect(headline).toContain('{amount}');
    expect(due.detail).toMatch(/status page/);
  });

  it("names the refund policy's figures in the FAQ, the Terms and the refund policy page", () => {
    for (const text of [answer('Can I cancel my order?'), section('terms', 'Cancellations and refunds'), section('refund', 'Cancelling an order')]) {
      expect(text).toContain(cancelWindow);
      expect(text).toMatch(/personalised box .*packed/i);
    }
    for (const text of [answer('Can I cancel my order?'), section('terms', 'Cancellations and refunds'), section('refund', 'How refunds are paid')]) {
      expect(text).toContain(refundDays);
    }
  });

  it('says how to pay the same way in the FAQ and the Terms: UPI, card, net banking or QR through Razorpay, or cash on delivery', () => {
    for (const text of [answer('How can I pay?'), section('terms', 'Payment')]) {
      expect(text).toMatch(/UPI, card, net banking or UPI QR code/);
      expect(text).toMatch(/Razorpay/);
      expect(text).toMatch(/cash on delivery/);
      expect(text).not.toMatch(/payment link/);
    }
  });
});

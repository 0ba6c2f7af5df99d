// How the console names the way an order is paid. The order keeps the method chosen at checkout; an order the team
// finalised with a payment link keeps UPI as a stand-in until the customer pays, so before any payment it says
// "Payment link", and once paid online it names the way the customer actually paid (Razorpay's checkout lets them switch).
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import payment from 'virtual:catalog/payment';

/** Razorpay's names of the ways a payment was made, where the catalog has no label of its own. */
const gatewayMethodWords: Readonly<Record<string, string>> = { wallet: 'Wallet', emi: 'EMI' };

export function paymentMethodWords(order: Pick<AdminOrderDetail, 'paymentMethod' | 'payment'>): string {
  const captured = order.payment.attempts.find((attempt) => attempt.status === 'captured');
  // A UPI QR code is paid by UPI: Razorpay reports it as "upi".
  const method = captured?.method === 'upi' && order.paymentMethod === 'qr' ? 'qr' : captured?.method;
  if (method) return payment.methods[method as keyof typeof payment.methods]?.label ?? gatewayMethodWords[method] ?? method;
  if ((order.payment.links ?? []).length > 0 && order.payment.attempts.length === 0) return 'Payment link (the customer chooses how to pay)';
  return payment.methods[order.paymentMethod].label;
}

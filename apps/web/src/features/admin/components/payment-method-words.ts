// How the console names the way an order is paid, in its list and on its page (one function for both). The order
// keeps the method chosen at checkout; an order the team finalised with a payment link keeps UPI as a stand-in until
// the customer pays, so before any payment it says "Payment link", and once paid online it names the way the customer
// actually paid (Razorpay's checkout lets them switch): the API's `paidWith` and `byPaymentLink`.
import type { AdminOrderSummary } from '@partybox/contracts/operations';
import payment from 'virtual:catalog/payment';

/** Razorpay's names of the ways a payment was made, where the catalog has no label of its own. */
const gatewayMethodWords: Readonly<Record<string, string>> = { wallet: 'Wallet', emi: 'EMI' };

/** `short`: for the list's narrow column ("Payment link"); the order page says who chooses. */
export function paymentMethodWords(order: Pick<AdminOrderSummary, 'paymentMethod' | 'paidWith' | 'byPaymentLink'>, length: 'long' | 'short' = 'long'): string {
  // A UPI QR code is paid by UPI: Razorpay reports it as "upi".
  const method = order.paidWith === 'upi' && order.paymentMethod === 'qr' ? 'qr' : order.paidWith;
  if (method) return payment.methods[method as keyof typeof payment.methods]?.label ?? gatewayMethodWords[method] ?? method;
  if (order.byPaymentLink) return length === 'short' ? 'Payment link' : 'Payment link (the customer chooses how to pay)';
  return payment.methods[order.paymentMethod].label;
}

// One online payment of a placed order: open the gateway's checkout with the API's options; a paid attempt is sent to
// the API to verify (Razorpay's signature, checked with the key secret on the server). Resolves true once the API
// recorded it as paid; false when the customer closed the checkout, the payment failed or could not be verified (the
// order stays awaiting payment: its status page says so and offers "Pay now").
import type { CheckoutOptions } from '@partybox/contracts/payments';
import { openGatewayCheckout } from './gateway-checkout';
import { verifyPayment } from './payments-api';

/** How one online payment ended, as the page that started it needs to know. */
export type PayOutcome = 'paid' | 'unpaid' | 'left';

export async function payOnline(orderNumber: string, token: string, options: CheckoutOptions): Promise<PayOutcome> {
  try {
    const outcome = await openGatewayCheckout(options);
    if (outcome.kind === 'left') return 'left';
    if (outcome.kind !== 'paid') return 'unpaid';
    const status = await verifyPayment(orderNumber, outcome.response, token);
    return status.paymentStatus === 'paid' ? 'paid' : 'unpaid';
  } catch {
    return 'unpaid';
  }
}

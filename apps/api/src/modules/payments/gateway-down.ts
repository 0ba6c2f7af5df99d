// When the gateway cannot be reached: the order is saved, so the refusal names it (and, after a complete, its access
// token), and the customer can pay it from its status page later.
import { gatewayUnavailableMessage, paymentErrors } from '@partybox/contracts/payments';
import { Unavailable } from '../../platform/errors/domain-errors';

/** The refusal when the gateway cannot be reached (answered 503 with `orderNumber` and `accessToken`). */
export function gatewayDown(orderNumber: string, accessToken?: string): Unavailable {
  return new Unavailable(paymentErrors.gatewayUnavailable, gatewayUnavailableMessage(orderNumber), { orderNumber, ...(accessToken && { accessToken }) });
}

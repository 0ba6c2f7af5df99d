// The answers the payment routes give when the gateway cannot be reached: a 503 naming the saved order (and, after a
// complete, its access token), so the customer can pay it from its status page later.
import { gatewayUnavailableMessage, gatewayUnavailableSchema, paymentErrors } from '@partybox/contracts/payments';
import { Refusal } from './refusals';

/** The 503 answer when the gateway cannot be reached. */
export function gatewayDown(orderNumber: string, accessToken?: string): Refusal {
  return new Refusal(503, {
    error: paymentErrors.gatewayUnavailable,
    message: gatewayUnavailableMessage(orderNumber),
    orderNumber,
    ...(accessToken && { accessToken }),
  });
}

/** The 503 answer's schema (orderNumber when the gateway was the cause; other 503s carry only error and message). */
export const gatewayDownAnswer = (() => {
  const { $id: _id, ...schema } = gatewayUnavailableSchema;
  return { ...schema, required: ['error', 'message'], properties: { ...schema.properties, error: { type: 'string' } } };
})();

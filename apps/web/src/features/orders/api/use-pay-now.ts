// "Pay now" on the status page: a new attempt to pay what is due (POST …/payments: a new Razorpay order each time, so
// an earlier failed or abandoned attempt never counts twice), the gateway's checkout, then the API's verification. The
// page then shows the order as the API has it. Answers whether it was paid (false: "not completed", Pay now stays).
import { useMutation } from '@tanstack/react-query';
import { startPayment } from '../../../lib/payments-api';
import { dropCheckoutEntry } from '../../../lib/gateway-checkout';
import { payOnline } from '../../../lib/pay-online';
import { orderKeys } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';

export function usePayNow(orderNumber: string, token: string) {
  return useMutation(
    {
      mutationFn: async () => {
        const outcome = await payOnline(orderNumber, token, await startPayment(orderNumber, token));
        // This page stays: the checkout's history entry goes with it (Back already took it when the customer left by Back).
        if (outcome !== 'left') dropCheckoutEntry();
        return outcome === 'paid';
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderNumber) }),
    },
    queryClient,
  );
}

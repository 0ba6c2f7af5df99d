// The payment flow: the chosen method (and bank), then placing the order (POST /api/orders, the pending key kept in
// the payment store so a retry never orders twice). Once placed, the party is finished: the order is kept for the
// confirmation page, the cart empties, the saved steps are forgotten and the next checkout starts afresh.
import { validateOrder, type FieldError, type OrderRequest, type PlacedOrder } from '@partybox/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { postJson } from '../../../lib/api-client';
import { orderQuery } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';
import { useIdempotentSave, type KeySlot } from '../../../lib/use-idempotent-save';
import { useCartStore, type CartLine } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useDeliveryStore } from '../stores/delivery-store';
import { usePaymentStore } from '../stores/payment-store';
import type { CheckoutTotals } from './checkout-totals';
import { orderIdentity, toOrderRequest } from './order-request';
import { paths } from '../../../config/paths';

const keySlot: KeySlot = {
  read: () => usePaymentStore.getState().orderKey,
  write: (key) => usePaymentStore.getState().setOrderKey(key),
};

/** The chosen payment method and bank, kept across reloads. */
export function usePaymentChoice() {
  const method = usePaymentStore((state) => state.method);
  const bank = usePaymentStore((state) => state.bank);
  const choose = usePaymentStore((state) => state.choose);
  return { method, bank, choose };
}

interface PlaceOrderOptions {
  readonly lines: readonly CartLine[];
  readonly totals: CheckoutTotals;
  /** Called once the order is placed, just before the cart empties and the confirmation opens. */
  readonly onPlaced: () => void;
  readonly onFieldErrors: (fields: FieldError[]) => void;
}

export function usePlaceOrder({ lines, totals, onPlaced, onFieldErrors }: PlaceOrderOptions) {
  const navigate = useNavigate();
  const { method, bank } = usePaymentChoice();
  const customizationId = useCheckoutStore((state) => state.customizationId);
  const completeOrder = useCheckoutStore((state) => state.completeOrder);
  const deliveryId = useDeliveryStore((state) => state.savedId);
  const finishDelivery = useDeliveryStore((state) => state.finish);
  const clearCart = useCartStore((state) => state.clear);
  const mutation = useIdempotentSave<OrderRequest, PlacedOrder>('orders', keySlot);
  const [problem, setProblem] = useState<string>();

  const request = toOrderRequest(lines, { customizationId, deliveryId, extras: totals.extras.map((addon) => addon.key), method, bank });

  const place = () => {
    const check = validateOrder(request);
    if (!check.ok) {
      // The bank is the one detail on this page; any other problem is with an earlier step.
      const bankProblems = check.errors.filter((error) => error.field === 'bank');
      if (bankProblems.length > 0) onFieldErrors(bankProblems);
      else setProblem(`We can't place this order yet: ${check.errors.map((error) => error.message).join('; ')}.`);
      return;
    }
    setProblem(undefined);
    const finish = ({ accessToken, ...order }: PlacedOrder) => {
      queryClient.setQueryData(orderQuery(order.id, accessToken ?? '').queryKey, order);
      onPlaced();
      completeOrder(order.id, accessToken, order.orderNumber);
      // Also when the order came from resending the first request: the next order is a new write.
      keySlot.write(undefined);
      finishDelivery();
      clearCart();
      navigate(paths.confirmation.getHref());
    };
    const keyBefore = keySlot.read();
    mutation.save(request, {
      identity: orderIdentity(request),
      onSuccess: finish,
      onError: (error) => {
        // An earlier attempt whose answer was lost placed this order, and the customer has since changed the payment
        // method: the order stands as first placed, so send that first request again under its key; the API replays
        // its answer (with the token that reads it), and the confirmation shows it rather than a second order.
        const { orderKey, pendingOrder } = usePaymentStore.getState();
        if (error.code === 'idempotency_key_reused' && orderKey && pendingOrder) {
          postJson<PlacedOrder>('orders', pendingOrder, orderKey).then(finish, () => onFieldErrors(error.fields));
          return;
        }
        onFieldErrors(error.fields);
      },
    });
    // A new key was picked for this request: it is the one to resend should the key come back as reused.
    if (keySlot.read() !== keyBefore) usePaymentStore.getState().setPendingOrder(request);
  };
  return { ...mutation, place, problem };
}

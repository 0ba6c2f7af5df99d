// The payment flow: the chosen method (and bank) is the checkout's payment step (a PATCH when it changed), then the
// checkout is completed into its order with the total the customer was shown (POST …/complete, exactly once on the
// server: a retry or a second tab gets the same order). Once placed, the order goes into the query cache, the cart
// empties, this device remembers the order, and the confirmation opens. A refusal names the step to go back to.
import { orderRuleProblems, type FieldError, type PaymentMethod } from '@partybox/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { newIdempotencyKey, type ApiError } from '../../../lib/api-client';
import { applyCheckoutChange, checkoutKeys, completeCheckout, type Checkout, type CompletedCheckout, type PaymentPart } from '../../../lib/checkout-api';
import { orderQuery } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';

/** A problem with an earlier step, with the page that fixes it (none for the total: the page shows the new one). */
export interface StepProblem {
  readonly message: string;
  readonly href?: string;
  readonly linkText?: string;
}

/** Where each step the API may name is fixed. */
const stepPages: Readonly<Record<string, { href: string; linkText: string }>> = {
  lines: { href: paths.cart.getHref(), linkText: 'Check your cart' },
  customization: { href: paths.customize.getHref(), linkText: 'Enter your party details' },
  delivery: { href: paths.delivery.getHref(), linkText: 'Enter delivery details' },
};

/** The fields of this page: the method and its bank. */
const paymentFields = ['payment', 'paymentMethod', 'bank', 'payment.method', 'payment.bank'];

/** The chosen payment method and bank, starting from the checkout's saved choice. */
export function usePaymentChoice(checkout: Checkout) {
  const [method, setMethod] = useState<PaymentMethod>(checkout.payment?.method ?? 'card');
  const [bank, setBank] = useState(checkout.payment?.bank ?? '');
  const choose = (change: { method?: PaymentMethod; bank?: string }) => {
    if (change.method) setMethod(change.method);
    if (change.bank !== undefined) setBank(change.bank);
  };
  return { method, bank, choose };
}

interface PlaceOrderOptions {
  readonly checkout: Checkout;
  readonly method: PaymentMethod;
  readonly bank: string;
  /** Called once the order is placed, just before the cart empties and the confirmation opens. */
  readonly onPlaced: () => void;
  readonly onFieldErrors: (fields: FieldError[]) => void;
}

export function usePlaceOrder({ checkout, method, bank, onPlaced, onFieldErrors }: PlaceOrderOptions) {
  const navigate = useNavigate();
  const completeKey = useRef<string | undefined>(undefined);
  const [stepProblems, setStepProblems] = useState<StepProblem[]>([]);
  const mutation = useMutation<CompletedCheckout, ApiError, PaymentPart>(
    {
      mutationFn: async (payment) => {
        const saved = checkout.payment;
        let current: Pick<Checkout, 'id' | 'version'> = checkout;
        if (saved?.method !== payment.method || saved?.bank !== payment.bank) {
          const updated = await applyCheckoutChange(checkout, { payment }, newIdempotencyKey());
          queryClient.setQueryData(checkoutKeys.detail(updated.id), updated);
          current = updated;
        }
        // One key for every attempt to complete this checkout: the server answers a repeat with the same order.
        completeKey.current ??= newIdempotencyKey();
        return completeCheckout(current.id, checkout.total, completeKey.current);
      },
    },
    queryClient,
  );

  const finish = ({ order, accessToken }: CompletedCheckout) => {
    queryClient.setQueryData(orderQuery(order.id, accessToken).queryKey, order);
    onPlaced();
    useCheckoutIdStore.getState().complete(checkout.id, { id: order.id, orderNumber: order.orderNumber, accessToken });
    useCartStore.getState().clear();
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(checkout.id) });
    navigate(paths.confirmation.getHref());
  };

  const refused = (error: ApiError) => {
    if (error.status !== 400) return;
    const own = error.fields.filter((problem) => paymentFields.includes(problem.field));
    if (own.length > 0) onFieldErrors(own.map((problem) => ({ ...problem, field: problem.field.endsWith('bank') ? 'bank' : problem.field })));
    setStepProblems(
      error.fields.filter((problem) => !paymentFields.includes(problem.field)).map((problem) => ({ message: problem.message, ...stepPages[problem.field] })),
    );
    // The price may have changed, or a step may be missing: show the checkout as the server has it now.
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(checkout.id) });
  };

  const place = () => {
    // The bank is the one detail on this page.
    const bankProblems = orderRuleProblems({ paymentMethod: method, bank });
    if (bankProblems.length > 0) {
      onFieldErrors(bankProblems);
      return;
    }
    setStepProblems([]);
    mutation.mutate(method === 'netbanking' ? { method, bank } : { method }, { onSuccess: finish, onError: refused });
  };
  return { place, isPending: mutation.isPending, isError: mutation.isError && stepProblems.length === 0, error: mutation.error, stepProblems };
}

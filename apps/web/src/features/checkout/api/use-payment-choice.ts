// The payment method (and bank) the customer has chosen on /payment. The checkout's server record is where a choice
// lives (its payment step, which the page starts from), so each choice is saved there as a PATCH: a reload, Back
// from the gateway or a second tab shows the same method. One save at a time, and only the latest choice is sent
// after it, so quick clicks end on the last one. Net banking without a bank is not a step the checkout accepts, so
// it is saved once the bank is chosen. A failed save is not shown: the order is placed with the choice on screen.
import type { PaymentMethod } from '@partybox/contracts';
import { useRef, useState } from 'react';
import { checkoutKeys, type Checkout, type PaymentPart } from '../../../lib/checkout-api';
import { queryClient } from '../../../lib/query-client';
import { useCheckoutStep } from './use-checkout-step';

/** The payment step for a choice, or undefined when the checkout cannot hold it yet (net banking before a bank). */
function paymentPartOf(method: PaymentMethod, bank: string): PaymentPart | undefined {
  if (method !== 'netbanking') return { method };
  return bank ? ({ method, bank } as PaymentPart) : undefined;
}

const sameChoice = (a: PaymentPart | undefined, b: PaymentPart | undefined) => a?.method === b?.method && a?.bank === b?.bank;

/** The chosen payment method and bank, starting from the checkout's saved choice, each change saved to it. */
export function usePaymentChoice(checkout: Checkout) {
  const [method, setMethod] = useState<PaymentMethod>(checkout.payment?.method ?? 'card');
  const [bank, setBank] = useState(checkout.payment?.bank ?? '');
  const step = useCheckoutStep();
  const saving = useRef(false);
  const queued = useRef<PaymentPart | undefined>(undefined);

  const save = (payment: PaymentPart) => {
    saving.current = true;
    // The version the cache holds now: the previous save moved it on.
    const current = queryClient.getQueryData<Checkout>(checkoutKeys.detail(checkout.id)) ?? checkout;
    if (sameChoice(current.payment, payment)) {
      saving.current = false;
      return;
    }
    step.mutate(
      { checkout: current, change: { payment } },
      {
        onSettled: () => {
          saving.current = false;
          const next = queued.current;
          queued.current = undefined;
          if (next) save(next);
        },
      },
    );
  };

  const choose = (change: { method?: PaymentMethod; bank?: string }) => {
    const nextMethod = change.method ?? method;
    const nextBank = change.bank ?? bank;
    setMethod(nextMethod);
    setBank(nextBank);
    const payment = paymentPartOf(nextMethod, nextBank);
    if (!payment) return;
    if (saving.current) queued.current = payment;
    else save(payment);
  };
  return { method, bank, choose };
}

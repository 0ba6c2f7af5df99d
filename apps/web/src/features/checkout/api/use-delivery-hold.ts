// The place held for the checkout on the delivery calendar, as the customer reads it: held until a time of day in
// India, ended, held again, or booked by someone else meanwhile. On the payment step an ended hold is held again (the
// delivery step saved once more, unchanged) when the place is still free; the texts are catalog/calendar.json's.
import { formatShortDate } from '@partybox/order-lifecycle';
import { useEffect, useRef, useState } from 'react';
import texts from 'virtual:catalog/delivery-hold';
import type { Checkout, CheckoutChange } from '../../../lib/checkout-api';
import { formatClockTime } from '../../../lib/format-date-time';
import { deliveryValuesOf, toDeliveryRequest } from './delivery-request';
import { useCheckoutStep } from './use-checkout-step';

export type DeliveryHoldState = { readonly kind: 'none' } | { readonly kind: 'holding' | 'renewing' | 'expired' | 'taken'; readonly text: string };

/** Whether the checkout's hold is still running at `now` (ms). */
export function holdRunning(checkout: Checkout, now = Date.now()): boolean {
  return checkout.deliveryHold !== undefined && new Date(checkout.deliveryHold.until).getTime() > now;
}

const fill = (text: string, hold: NonNullable<Checkout['deliveryHold']>) =>
  text.replace('{delivery}', `${formatShortDate(hold.date)}, ${hold.label}`).replace('{until}', formatClockTime(new Date(hold.until)));

/** The hold of `checkout` as the page says it; `renew` holds an ended hold again (the payment step). */
export function useDeliveryHold(checkout: Checkout, { renew }: { readonly renew: boolean }): DeliveryHoldState {
  const hold = checkout.deliveryHold;
  const [ended, setEnded] = useState(() => !holdRunning(checkout));
  const step = useCheckoutStep();
  const renewed = useRef<string | undefined>(undefined);

  // Re-read when the hold changes; flip to "ended" the moment it ends, without a reload.
  useEffect(() => {
    if (!hold) return undefined;
    const left = new Date(hold.until).getTime() - Date.now();
    setEnded(left <= 0);
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setEnded(true), left);
    return () => clearTimeout(timer);
  }, [hold]);

  useEffect(() => {
    // `ended` may still be the last hold's in the render that brings a new one: ask the clock too.
    if (!renew || !ended || !hold || !checkout.delivery || holdRunning(checkout) || renewed.current === hold.until) return;
    // Once per ended hold: saving the same delivery again holds the place again, or says it was taken.
    renewed.current = hold.until;
    const delivery = toDeliveryRequest(deliveryValuesOf(checkout.delivery)) as NonNullable<CheckoutChange['delivery']>;
    step.mutate({ checkout, change: { delivery } });
  }, [renew, ended, hold, checkout, step]);

  if (!hold) return { kind: 'none' };
  if (!ended) return { kind: 'holding', text: fill(texts.holding, hold) };
  if (!renew) return { kind: 'expired', text: fill(texts.expired, hold) };
  if (step.isError && step.error.status === 400) return { kind: 'taken', text: fill(texts.taken, hold) };
  return { kind: 'renewing', text: fill(texts.renewing, hold) };
}

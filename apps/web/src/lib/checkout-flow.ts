// What the checkout feature hands to the pages of other features (theme page, cart, /addon, /customize). Features never
// import each other, so a route in app/routes calls the checkout's hooks (features/checkout/api) and passes their
// answers down as props of these shapes; the pages render them and never reach the checkout's stores or the API.
import type { UseMutationResult } from '@tanstack/react-query';
import type { NavigateOptions } from 'react-router-dom';
import type { ApiError } from './api-client';
import type { Checkout, CheckoutChange } from './checkout-api';

/** The way into the checkout from a page that fills the cart: put the cart into the server's checkout, then go to `to`. */
export interface ProceedAction {
  readonly proceed: (to: string, options?: NavigateOptions) => Promise<void>;
  readonly pending: boolean;
  /** Why the last attempt failed, in words for the customer; undefined when it did not. */
  readonly problem: string | undefined;
}

/** The checkout a checkout page works on, as the server has it. */
export type OpenCheckout =
  | { readonly state: 'loading' }
  | { readonly state: 'none' }
  | { readonly state: 'failed'; readonly error: ApiError; readonly retry: () => void }
  | { readonly state: 'open'; readonly checkout: Checkout }
  /** It became an order (in this tab or another): the cart is emptied and the confirmation shows the order. */
  | { readonly state: 'completed'; readonly checkout: Checkout };

/** One step's change (party details, delivery, payment) to a checkout at the version the page holds. */
export interface StepChange {
  readonly checkout: Pick<Checkout, 'id' | 'version'>;
  readonly change: CheckoutChange;
}

/** Saving one checkout step: the saved checkout, or the API's refusal. */
export type CheckoutStep = UseMutationResult<Checkout, ApiError, StepChange>;

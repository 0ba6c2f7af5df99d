// The checkout the server owns (POST /api/checkouts, GET and PATCH /api/checkouts/:id, POST …/complete): its
// query and key factories, and the writes. The browser keeps only the checkout's id (passed in by the caller, never
// read from a store here) and the answers in the query cache.
import { queryOptions } from '@tanstack/react-query';
import type { CustomizationRequest, DeliveryRequest } from '@partybox/contracts';
import { apiPaths } from '@partybox/contracts/wire';
import {
  checkoutChangedError,
  type CheckoutChanged,
  type CheckoutCompleted,
  type CheckoutCompleteRequest,
  type CheckoutCreateRequest,
  type CheckoutPatchRequest,
  type CheckoutPayment,
  type CheckoutView,
} from '@partybox/contracts/checkout';
import { ApiError, getJson, newIdempotencyKey, sendJson } from './api-client';

/** The saved customization step: its record's id and the values saved. */
export type SavedCustomizationPart = Partial<CustomizationRequest> & { readonly id: string };
/** The saved delivery step: its record's id and the values saved. */
export type SavedDeliveryPart = Partial<DeliveryRequest> & { readonly id: string };

/** The checkout as the API shows it, its saved steps typed with the forms' fields. */
export type Checkout = Omit<CheckoutView, 'customization' | 'delivery'> & {
  readonly customization?: SavedCustomizationPart;
  readonly delivery?: SavedDeliveryPart;
};
/** One box of a checkout, priced by the server from the catalog. */
export type { CheckoutLine } from '@partybox/contracts/checkout';
/** The boxes (theme, add-on keys, quantity) and the /addon extras a checkout is made of. */
export type CheckoutLines = CheckoutCreateRequest;
/** One step's change: any of the parts, sent in one PATCH (the server fills the customization's themes). */
export type CheckoutChange = Omit<CheckoutPatchRequest, 'version'>;
/** The payment step's choice. */
export type PaymentPart = CheckoutPayment;
/** The answer of a completed checkout: the order and the token that reads it. */
export type CompletedCheckout = CheckoutCompleted;

/** Query keys of checkouts, from one place. */
export const checkoutKeys = {
  all: ['checkouts'] as const,
  detail: (id: string) => [...checkoutKeys.all, 'detail', id] as const,
};

/** The query of checkout `id`: always asked again when a page mounts, so Back, a reload and a second tab agree. */
export function checkoutQuery(id: string) {
  return queryOptions({ queryKey: checkoutKeys.detail(id), queryFn: () => getJson<Checkout>(apiPaths.checkout.href(id)), staleTime: 0 });
}

/** Starts a checkout with these boxes and extras (the server makes its id). */
export function createCheckout(lines: CheckoutLines, idempotencyKey = newIdempotencyKey()): Promise<Checkout> {
  return sendJson<Checkout>(apiPaths.checkouts, lines, idempotencyKey);
}

/** Changes checkout `id` as it stood at `version`. */
export function patchCheckout(id: string, version: number, change: CheckoutChange, idempotencyKey: string): Promise<Checkout> {
  return sendJson<Checkout>(apiPaths.checkout.href(id), { version, ...change } satisfies CheckoutPatchRequest, idempotencyKey, { method: 'PATCH' });
}

/** The current checkout carried by a 409 `checkout_changed` (another tab or window changed it first), if that is the error. */
export function changedCheckout(error: unknown): Checkout | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== checkoutChangedError) return undefined;
  return (error.body as CheckoutChanged | undefined)?.checkout;
}

/**
 * Applies `change` to `checkout`. When another tab changed it first (409 `checkout_changed`), the same change is made
 * once more on the version the answer carries, under a new key: the step's own change wins, the rest is kept.
 */
export async function applyCheckoutChange(checkout: Pick<Checkout, 'id' | 'version'>, change: CheckoutChange, idempotencyKey: string): Promise<Checkout> {
  try {
    return await patchCheckout(checkout.id, checkout.version, change, idempotencyKey);
  } catch (error) {
    const current = changedCheckout(error);
    if (!current) throw error;
    return patchCheckout(current.id, current.version, change, newIdempotencyKey());
  }
}

/** Turns checkout `id` into its order, once; `total` is the total the customer was shown, `payment` the method chosen. */
export function completeCheckout(id: string, request: CheckoutCompleteRequest, idempotencyKey: string): Promise<CompletedCheckout> {
  return sendJson<CompletedCheckout>(apiPaths.checkoutComplete.href(id), request, idempotencyKey);
}

/** `error` with the API's field names for one part (`customization.name`) as the step's form knows them (`name`). */
export function stepError(error: ApiError, part: keyof CheckoutChange): ApiError {
  const prefix = `${part}.`;
  const fields = error.fields.map((problem) => (problem.field.startsWith(prefix) ? { ...problem, field: problem.field.slice(prefix.length) } : problem));
  return new ApiError(error.status, error.message, fields, error.code, error.body);
}

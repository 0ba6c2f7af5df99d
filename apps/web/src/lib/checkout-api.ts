// The checkout the server owns (POST /api/checkouts, GET and PATCH /api/checkouts/:id, POST …/complete): its
// query and key factories, and the writes. The browser keeps only the checkout's id (passed in by the caller, never
// read from a store here) and the answers in the query cache.
import { queryOptions } from '@tanstack/react-query';
import type { CustomizationRequest, DeliveryRequest, PaymentMethod, PlacedOrder } from '@partybox/contracts';
import { ApiError, getJson, newIdempotencyKey, sendJson } from './api-client';

/** An add-on or extra as the checkout prices it. */
export interface CheckoutAddon {
  readonly key: string;
  readonly label: string;
  readonly price: number;
}

/** One box of a checkout, priced by the server from the catalog. */
export interface CheckoutLine {
  readonly themeId: string;
  readonly themeName: string;
  readonly route: string;
  readonly image: { readonly src: string; readonly alt: string };
  readonly addons: readonly CheckoutAddon[];
  readonly quantity: number;
  readonly basePrice: number;
  readonly unitPrice: number;
  readonly lineTotal: number;
}

/** The saved customization step: its record's id and the values saved. */
export type SavedCustomizationPart = CustomizationRequest & { readonly id: string };
/** The saved delivery step: its record's id and the values saved. */
export type SavedDeliveryPart = DeliveryRequest & { readonly id: string };
/** The payment step's choice. */
export interface PaymentPart {
  readonly method: PaymentMethod;
  readonly bank?: string;
}

/** The checkout as the API shows it. */
export interface Checkout {
  readonly id: string;
  readonly version: number;
  readonly status: 'open' | 'completed';
  readonly expiresAt: string;
  readonly lines: readonly CheckoutLine[];
  readonly extras: readonly CheckoutAddon[];
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
  readonly customization?: SavedCustomizationPart;
  readonly delivery?: SavedDeliveryPart;
  readonly payment?: PaymentPart;
  /** The signed-in owner's details, to start the forms with. */
  readonly prefill?: { readonly name: string; readonly phone: string; readonly email?: string };
  /** The order it became, once completed, with the token that reads it. */
  readonly order?: { readonly id: string; readonly orderNumber: string; readonly accessToken: string };
}

/** The boxes (theme, add-on keys, quantity) and the /addon extras a checkout is made of. */
export interface CheckoutLines {
  readonly lines: readonly { readonly themeId: string; readonly addons: readonly string[]; readonly quantity: number }[];
  readonly extras?: readonly string[];
}

/** One step's change: any of the parts, sent in one PATCH (the server fills the customization's themes). */
export interface CheckoutChange extends Partial<CheckoutLines> {
  readonly customization?: Omit<CustomizationRequest, 'themeIds'>;
  readonly delivery?: DeliveryRequest;
  readonly payment?: PaymentPart;
}

/** The answer of a completed checkout: the order and the token that reads it. */
export interface CompletedCheckout {
  readonly order: PlacedOrder;
  readonly accessToken: string;
}

/** Query keys of checkouts, from one place. */
export const checkoutKeys = {
  all: ['checkouts'] as const,
  detail: (id: string) => [...checkoutKeys.all, 'detail', id] as const,
};

const checkoutPath = (id: string) => `checkouts/${encodeURIComponent(id)}`;

/** The query of checkout `id`: always asked again when a page mounts, so Back, a reload and a second tab agree. */
export function checkoutQuery(id: string) {
  return queryOptions({ queryKey: checkoutKeys.detail(id), queryFn: () => getJson<Checkout>(checkoutPath(id)), staleTime: 0 });
}

/** Starts a checkout with these boxes and extras (the server makes its id). */
export function createCheckout(lines: CheckoutLines, idempotencyKey = newIdempotencyKey()): Promise<Checkout> {
  return sendJson<Checkout>('checkouts', lines, idempotencyKey);
}

/** Changes checkout `id` as it stood at `version`. */
export function patchCheckout(id: string, version: number, change: CheckoutChange, idempotencyKey: string): Promise<Checkout> {
  return sendJson<Checkout>(checkoutPath(id), { version, ...change }, idempotencyKey, { method: 'PATCH' });
}

/** The current checkout carried by a 409 `checkout_changed` (another tab or window changed it first), if that is the error. */
export function changedCheckout(error: unknown): Checkout | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'checkout_changed') return undefined;
  return (error.body as { checkout?: Checkout } | undefined)?.checkout;
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

/** Turns checkout `id` into its order, once; `total` is the total the customer was shown. */
export function completeCheckout(id: string, total: number, idempotencyKey: string): Promise<CompletedCheckout> {
  return sendJson<CompletedCheckout>(`${checkoutPath(id)}/complete`, { total }, idempotencyKey);
}

/** `error` with the API's field names for one part (`customization.name`) as the step's form knows them (`name`). */
export function stepError(error: ApiError, part: keyof CheckoutChange): ApiError {
  const prefix = `${part}.`;
  const fields = error.fields.map((problem) => (problem.field.startsWith(prefix) ? { ...problem, field: problem.field.slice(prefix.length) } : problem));
  return new ApiError(error.status, error.message, fields, error.code, error.body);
}

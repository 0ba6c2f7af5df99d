// Razorpay's checkout in the browser: loads the script the API named (`scriptUrl`: the embedded sandbox's stand-in, or
// https://checkout.razorpay.com/v1/checkout.js) by a script element, only when a payment opens, then opens the checkout
// with the API's options and settles once: paid (the handler's signed answer), failed, dismissed, or left (the browser's
// Back pressed while it was open). For Back, opening adds a history entry of this same page (as Razorpay's own checkout
// does on phones), so Back stays in this document and closes the checkout instead of leaving for the page before (a
// payment page is a full page load, so that would be another document where nothing here runs); whoever opened it
// then moves on with `replace`, over that entry. Imported only by the payment step and the status page, so it stays out
// of every other page's scripts.
import type { CheckoutOptions, PaymentVerifyRequest } from '@partybox/contracts/payments';

/** How one opening of the gateway's checkout ended. */
export type GatewayOutcome =
  | { readonly kind: 'paid'; readonly response: PaymentVerifyRequest }
  | { readonly kind: 'failed'; readonly reason: string }
  | { readonly kind: 'dismissed' }
  | { readonly kind: 'left' };

interface RazorpayInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (answer: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const loads = new Map<string, Promise<RazorpayConstructor>>();

/** Marks the history entry an open checkout adds. */
const checkoutEntry = 'gatewayCheckout';

/** Steps back over the history entry the checkout added, when it is still the current one (the page stays where it was). */
export function dropCheckoutEntry(): void {
  if ((window.history.state as Record<string, unknown> | null)?.[checkoutEntry]) window.history.back();
}

/** Loads `scriptUrl` once per page and resolves with the `Razorpay` constructor it defines. */
export function loadGatewayScript(scriptUrl: string): Promise<RazorpayConstructor> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const constructor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (constructor) resolve(constructor);
      else reject(new Error('The payment page did not load. Please try again.'));
    };
    script.onerror = () => {
      loads.delete(scriptUrl);
      reject(new Error('We could not open the payment page. Check your connection and try again.'));
    };
    document.head.append(script);
  });
  loads.set(scriptUrl, loading);
  return loading;
}

/**
 * Opens the gateway's checkout for `options` and resolves with how it ended. A failed attempt leaves the checkout open
 * for another try (as Razorpay does): the last failure is reported only if the customer then closes it.
 */
export async function openGatewayCheckout(options: CheckoutOptions): Promise<GatewayOutcome> {
  const Razorpay = await loadGatewayScript(options.scriptUrl);
  return new Promise<GatewayOutcome>((settle) => {
    let failure: string | undefined;
    // Back while the checkout is open moves the page under it: close the checkout and say so, once.
    const leave = () => {
      checkout.close();
      resolve({ kind: 'left' });
    };
    const resolve = (outcome: GatewayOutcome) => {
      window.removeEventListener('popstate', leave);
      settle(outcome);
    };
    const checkout = new Razorpay({
      key: options.keyId,
      amount: options.amountPaise,
      currency: options.currency,
      order_id: options.gatewayOrderId,
      name: options.name,
      description: options.description,
      prefill: options.prefill,
      theme: { color: '#9d174d' },
      handler: (response: PaymentVerifyRequest) =>
        resolve({
          kind: 'paid',
          response: {
            razorpay_order_id: response.razorpay_order_id,
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => resolve(failure ? { kind: 'failed', reason: failure } : { kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (answer) => {
      failure = answer.error?.description ?? 'The payment did not go through.';
    });
    window.addEventListener('popstate', leave);
    window.history.pushState({ ...(window.history.state as object), [checkoutEntry]: true }, '');
    checkout.open();
  });
}

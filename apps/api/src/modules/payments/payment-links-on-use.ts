// Payment Links' code (payment-links.ts) loaded at its first use: a link made, paid or closed, or a reconciliation
// pass. Few requests need it, and the Lambda's cold start reads every module imported statically (apps/infra's size
// budget), so the API holds this stand-in with the same methods.
import type { PaymentLinks, QuoteBook } from './payment-links';
import type { PaymentService } from './payment-service';

/** What the routes, the order service and reconciliation call on Payment Links. */
export type PaymentLinksApi = Pick<PaymentLinks, 'quoteLink' | 'open' | 'paid' | 'closed' | 'reconcile' | 'reconcileQuotes' | 'closeUnneeded'>;

export function paymentLinksOnUse(payments: PaymentService, quotes?: QuoteBook): PaymentLinksApi {
  let links: Promise<PaymentLinks> | undefined;
  const loaded = () => (links ??= import('./payment-links').then(({ PaymentLinks }) => new PaymentLinks(payments, quotes)));
  return {
    quoteLink: async (request) => (await loaded()).quoteLink(request),
    open: async (order) => (await loaded()).open(order),
    paid: async (event) => (await loaded()).paid(event),
    closed: async (entity) => (await loaded()).closed(entity),
    reconcile: async (order) => (await loaded()).reconcile(order),
    reconcileQuotes: async () => (await loaded()).reconcileQuotes(),
    closeUnneeded: async (order) => (await loaded()).closeUnneeded(order),
  };
}

// The gateway's checkout.js may load only in a document the store served at a payment page (/payment or an order's
// status page): its Content-Security-Policy is the document's, fixed when the document loaded, and a client-side
// navigation keeps the old one. So a move to a payment page from any other document is a full page load.
import { isPaymentPage } from '@partybox/contracts/wire';

/** Whether `pathname` is a page whose policy allows the gateway's origins (the same rule as the server's and the edge's). */
export const isGatewayPage = isPaymentPage;

/** Whether this document was loaded at a payment page (no navigation entry, as in jsdom: assumed so). */
export function documentAllowsGateway(): boolean {
  const loaded = performance.getEntriesByType?.('navigation')[0]?.name;
  return loaded === undefined || isGatewayPage(new URL(loaded).pathname);
}

/** Goes to payment page `href`: a client-side move when this document may load the gateway, else a full page load. */
export function goToGatewayPage(href: string, navigate: (href: string) => void): void {
  if (documentAllowsGateway()) navigate(href);
  else window.location.assign(href);
}

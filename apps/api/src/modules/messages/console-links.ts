// The console's pages the operators' alerts link to, on the storefront's origin (routes in
// @partybox/contracts/console-pages, which the console's router uses too).
import { consolePages } from '@partybox/contracts/console-pages';

/** The order's page in the console. */
export const consoleOrderLink = (origin: string, orderNumber: string) => `${origin}${consolePages.order.getHref(orderNumber)}`;

/** A custom request in the console's inbox. */
export const consoleCustomRequestLink = (origin: string, id: string) => `${origin}${consolePages.inboxItem.getHref('custom', id)}`;

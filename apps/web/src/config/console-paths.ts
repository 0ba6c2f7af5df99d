// The operations console's pages below /admin (paths.admin), defined once, beside the shop's paths but in a module of
// their own: only the console's chunk loads them, so they add nothing to the shop's first script.
import { consolePages } from '@partybox/contracts/console-pages';
import { paths } from './paths';

export const consolePaths = {
  /** The orders, upcoming first, with the filters in the query string. */
  orders: paths.admin,
  /** A phone or WhatsApp order taken by the team (saved as a draft, then placed); with a draft's id, that draft continued. */
  newOrder: {
    path: `${paths.admin.path}/new-order`,
    getHref: (draftId?: string) => `${paths.admin.path}/new-order${draftId ? `?draft=${encodeURIComponent(draftId)}` : ''}`,
  },
  /** The open draft orders, to continue or discard. */
  drafts: { path: `${paths.admin.path}/drafts`, getHref: () => `${paths.admin.path}/drafts` },
  /** Linked from the team's alerts too (@partybox/contracts/console-pages). */
  order: consolePages.order,
  /** One order's packing slip, laid out for one A4 page. */
  orderSlip: {
    path: `${paths.admin.path}/orders/:orderNumber/slip`,
    getHref: (orderNumber: string) => `${paths.admin.path}/orders/${encodeURIComponent(orderNumber)}/slip`,
  },
  /** The slips of one delivery day (every order not yet delivered or cancelled), one per page. */
  slips: {
    path: `${paths.admin.path}/slips`,
    getHref: (date: string) => `${paths.admin.path}/slips?date=${encodeURIComponent(date)}`,
    /** The slips of the orders ticked on the list, in that order. */
    getHrefForOrders: (orderNumbers: readonly string[]) => `${paths.admin.path}/slips?orders=${orderNumbers.map(encodeURIComponent).join(',')}`,
  },
  /** The week's capacity per day and slot, where a day is blocked or its capacity changed. */
  calendar: {
    path: `${paths.admin.path}/calendar`,
    getHref: (from?: string) => `${paths.admin.path}/calendar${from ? `?from=${encodeURIComponent(from)}` : ''}`,
  },
  inbox: { path: `${paths.admin.path}/inbox/:kind`, getHref: (kind: string) => `${paths.admin.path}/inbox/${encodeURIComponent(kind)}` },
  /** Linked from the team's alerts too (@partybox/contracts/console-pages). */
  inboxItem: consolePages.inboxItem,
  /** Sales and orders today, this week, this month and a chosen range. */
  reports: { path: `${paths.admin.path}/reports`, getHref: () => `${paths.admin.path}/reports` },
  /** One customer's orders and what they spent, by phone (10 digits). */
  customer: {
    path: `${paths.admin.path}/customers/:phone`,
    getHref: (phone: string) => `${paths.admin.path}/customers/${encodeURIComponent(phone)}`,
  },
} as const;

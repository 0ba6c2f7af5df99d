// The console's pages that messages to the team link to, in a module of their own: the console's chunk and the API
// load it, the shop's first script does not.
/** An order and an inbox item, as routes (the console's router) and as links (the API's alerts to the team). */
export const consolePages = {
  order: {
    path: '/admin/orders/:orderNumber',
    getHref: (orderNumber: string) => `/admin/orders/${encodeURIComponent(orderNumber)}`,
  },
  inboxItem: {
    path: '/admin/inbox/:kind/:id',
    getHref: (kind: string, id: string) => `/admin/inbox/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
  },
} as const;

// The console's pages the operators' alerts link to. The storefront defines these routes in
// apps/web/src/config/console-paths.ts (an app the API may not import): keep the two in step.

/** The order's page in the console (consolePaths.order). */
export const consoleOrderLink = (origin: string, orderNumber: string) => `${origin}/admin/orders/${encodeURIComponent(orderNumber)}`;

/** A custom request in the console's inbox (consolePaths.inboxItem, kind "custom"). */
export const consoleCustomRequestLink = (origin: string, id: string) => `${origin}/admin/inbox/custom/${encodeURIComponent(id)}`;

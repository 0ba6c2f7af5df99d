// The inbox module: the storefront's forms (contact, suggestions, subscriptions, /custom requests), the records the
// checkout's steps store, the console's inboxes that read them, and the team's alert for a /custom request.
export { inboxRoutes } from './routes';
export { customizationRecord, deliveryRecord, resolveTheme } from './step-records';
export { CustomRequestOutbox } from './custom-request-outbox';
export { CustomQuotes } from './custom-quotes';

// The payments module: the gateway (Razorpay or the sandbox), payment attempts, verification, webhooks, refunds and
// reconciliation, and the webhook's route.
export { paymentWebhookRoutes } from './payment-webhook-routes';
export { PaymentService } from './payment-service';
export { PaymentAttempts } from './payment-attempts';
export type { PaymentLinks, QuoteBook } from './payment-links';
export { paymentLinksOnUse, type PaymentLinksApi } from './payment-links-on-use';
export type { Reconciliation } from './reconciliation';
/** The reconciliation pass's code, loaded at its first pass (a schedule's or the server's timer): no request needs it. */
export const loadReconciliation = async () => (await import('./reconciliation')).Reconciliation;
export { PaymentGateway } from './gateway';
export { openGateway, razorpayCheckoutScriptUrl, type OpenGateway } from './open-gateway';
export { exitCodeOf, runRazorpaySmoke } from './razorpay-smoke';

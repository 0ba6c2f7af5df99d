// @partybox/razorpay-sandbox: an embedded Razorpay test gateway (REST subset, checkout.js stand-in, signed webhooks,
// test controls) so the store takes payments offline. See README.md.
export { startRazorpaySandbox, type RazorpaySandbox, type RazorpaySandboxOptions } from './sandbox';
export { generateSandboxCredentials, type SandboxCredentials } from './gateway/credentials';
export type { GatewayDownMode, OutOfBandPayment, SandboxControls } from './gateway/controls';
export type { DeliveryState, EventRecord } from './gateway/store';
export type {
  DisputePhase,
  DisputeResolution,
  DisputeStatus,
  RazorpayCollection,
  RazorpayDispute,
  RazorpayEvent,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayPaymentLink,
  PaymentLinkStatus,
  RazorpayRefund,
  PaymentMethod,
  WebhookEventName,
} from './gateway/entities';
export type { DisputeRequest } from './gateway/disputes';
export type { WebhookTiming } from './gateway/webhooks';
export { testIdentities } from './gateway/instruments';
export { razorpayCspSources, sandboxCspSources } from './csp';

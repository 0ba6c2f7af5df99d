// The test controls: what a test (or a developer at /sandbox) can make the gateway do that a real customer, bank or
// outage would. The HTTP routes under /sandbox call these same functions.
import type { PaymentMethod, RazorpayPayment, RazorpayRefund } from './entities';
import { testPaymentFailure, type Gateway } from './gateway';
import { defaultInstrument, type PaymentInstrument } from './instruments';
import type { EventRecord, SandboxStore } from './store';
import type { WebhookDispatcher } from './webhooks';

/** `'unavailable'`: the REST API answers 503; `'refused'`: the port refuses connections; `false`: back up. */
export type GatewayDownMode = false | 'unavailable' | 'refused';

export interface OutOfBandPayment {
  /** upi (default), card, netbanking or wallet. */
  method?: PaymentMethod;
  /** Paise; the order's amount when absent. */
  amount?: number;
  /** The VPA, card number, bank code (HDFC, ICIC, SBIN, UTIB, KKBK) or wallet; a test identity when absent. */
  vpa?: string;
  cardNumber?: string;
  bank?: string;
  wallet?: string;
  /** The payment fails (payment.failed) instead of being captured. */
  fail?: boolean;
  email?: string;
  contact?: string;
}

export interface SandboxControls {
  /** The next `count` webhook events are recorded but not posted (resend them with `resendEvent`). */
  dropNextWebhooks(count?: number): void;
  /** The next `count` webhook events are posted only after `ms` milliseconds. */
  delayNextWebhooks(count: number, ms: number): void;
  /** Posts a recorded event again with the same body, signature and event id. */
  resendEvent(eventId: string): EventRecord;
  /** Every webhook event raised, oldest first, with its delivery state and attempts. */
  events(): EventRecord[];
  /** Resolves when no webhook delivery or retry is waiting. */
  webhooksSettled(): Promise<void>;
  /** The next `count` refunds end failed (refund.failed) a moment after they are created. */
  failNextRefunds(count?: number): void;
  /** The next `count` refunds stay pending until `settleRefund`. */
  holdNextRefunds(count?: number): void;
  settleRefund(refundId: string, status: 'processed' | 'failed'): RazorpayRefund;
  /**
   * A payment made outside the browser flow (the customer paid but the browser never reported it): captured with its
   * webhooks, on any order, even one already paid (a second capture), for any amount.
   */
  payOrder(orderId: string, payment?: OutOfBandPayment): RazorpayPayment;
  /** Plays a gateway outage (see GatewayDownMode). */
  setGatewayDown(mode: GatewayDownMode): Promise<void>;
}

function instrumentFor(payment: OutOfBandPayment): PaymentInstrument {
  const method = payment.method ?? 'upi';
  const fallback = defaultInstrument(method);
  if (method === 'upi' && payment.vpa) return { method, vpa: payment.vpa };
  if (method === 'card' && payment.cardNumber) return { method, number: payment.cardNumber };
  if (method === 'netbanking' && payment.bank) return { method, bank: payment.bank };
  if (method === 'wallet' && payment.wallet) return { method, wallet: payment.wallet };
  return fallback;
}

export function createControls(
  store: SandboxStore,
  gateway: Gateway,
  webhooks: WebhookDispatcher,
  setGatewayDown: (mode: GatewayDownMode) => Promise<void>,
): SandboxControls {
  return {
    dropNextWebhooks: (count = 1) => webhooks.dropNext(count),
    delayNextWebhooks: (count, ms) => webhooks.delayNext(count, ms),
    resendEvent: (eventId) => webhooks.resend(eventId),
    events: () => Object.values(store.state.events),
    webhooksSettled: () => webhooks.settled(),
    failNextRefunds: (count = 1) => gateway.failNextRefunds(count),
    holdNextRefunds: (count = 1) => gateway.holdNextRefunds(count),
    settleRefund: (refundId, status) => gateway.settleRefund(refundId, status),
    payOrder: (orderId, payment = {}) =>
      gateway.pay({
        orderId,
        instrument: instrumentFor(payment),
        outcome: payment.fail ? { captured: false, error: testPaymentFailure } : { captured: true },
        allowPaidOrder: true,
        ...(payment.amount !== undefined ? { amount: payment.amount } : {}),
        ...(payment.email ? { email: payment.email } : {}),
        ...(payment.contact ? { contact: payment.contact } : {}),
      }),
    setGatewayDown,
  };
}

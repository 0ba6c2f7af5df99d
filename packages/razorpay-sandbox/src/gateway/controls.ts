// The test controls: what a test (or a developer at /sandbox) can make the gateway do that a real customer, bank or
// outage would. The HTTP routes under /sandbox call these same functions.
import type { DisputeResolution, PaymentMethod, RazorpayDispute, RazorpayPayment, RazorpayRefund } from './entities';
import type { DisputeRequest, Disputes } from './disputes';
import { badRequest } from './errors';
import { testPaymentFailure, type Gateway, type PaymentOutcome } from './gateway';
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
  /** The payment fails (payment.failed); the same as `outcome: 'failed'`. */
  fail?: boolean;
  /**
   * How the bank answers: `captured` (default: authorised, then captured if the account auto-captures), `authorized`
   * (a late authorisation or a UPI collect paid after the checkout window: left authorized even under auto-capture) or
   * `failed`. On an order already paid, an authorised payment is refunded at once and never captured, as Razorpay does.
   */
  outcome?: 'captured' | 'authorized' | 'failed';
  email?: string;
  contact?: string;
}

const outOfBandFields = ['method', 'amount', 'vpa', 'cardNumber', 'bank', 'wallet', 'fail', 'outcome', 'email', 'contact'];

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
  /** The next `count` refund requests answer 400 with Razorpay's error (default: not enough balance); nothing is created. */
  refuseNextRefunds(count?: number, description?: string): void;
  /**
   * A payment made outside the browser flow (the customer paid but the browser never reported it, a late
   * authorisation), with its webhooks, on any order, for any amount; see `OutOfBandPayment.outcome`.
   */
  payOrder(orderId: string, payment?: OutOfBandPayment): RazorpayPayment;
  /** A payment reported `failed` is authorised late (payment.authorized): never auto-captured; refunded at once on a paid order. */
  authorizeLate(paymentId: string): RazorpayPayment;
  /** The account's capture setting (default on, kept in the state): off leaves successful payments `authorized`. */
  setAutoCapture(on: boolean): void;
  /** The end of the capture window: every `authorized` payment is refunded automatically; answers those payments. */
  expireAuthorizations(): RazorpayPayment[];
  /** The customer's bank disputes a captured payment (payment.dispute.created). */
  openDispute(paymentId: string, dispute?: DisputeRequest): RazorpayDispute;
  /** Moves a dispute on, raising payment.dispute.<status>; `action_required` leaves it `open`, `lost` deducts the amount. */
  resolveDispute(disputeId: string, status: DisputeResolution): RazorpayDispute;
  /** Whether Razorpay disabled the webhook after 24 hours of failed deliveries (setWebhookUrl enables it again). */
  webhookDisabled(): boolean;
  /** The next `count` REST calls (`/v1/…`; only those whose path contains `only`, when given) answer 429 with Razorpay's rate-limit error. */
  throttleNext(count?: number, only?: string): void;
  /** Plays a gateway outage (see GatewayDownMode). */
  setGatewayDown(mode: GatewayDownMode): Promise<void>;
}

function outcomeFor(payment: OutOfBandPayment): PaymentOutcome {
  const extra = Object.keys(payment).find((key) => !outOfBandFields.includes(key));
  if (extra) throw badRequest(`${extra} is not an option of payOrder (${outOfBandFields.join(', ')})`, extra);
  const outcome = payment.outcome ?? (payment.fail ? 'failed' : 'captured');
  if (!['captured', 'authorized', 'failed'].includes(outcome)) throw badRequest('outcome must be captured, authorized or failed', 'outcome');
  if (payment.fail !== undefined && (payment.fail === true) !== (outcome === 'failed')) throw badRequest('fail and outcome disagree', 'fail');
  if (outcome === 'failed') return { authorised: false, error: testPaymentFailure };
  return { authorised: true, late: outcome === 'authorized' };
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

export interface ControlParts {
  store: SandboxStore;
  gateway: Gateway;
  disputes: Disputes;
  webhooks: WebhookDispatcher;
  setGatewayDown: (mode: GatewayDownMode) => Promise<void>;
  throttleNext: (count: number, only?: string) => void;
}

export function createControls({ store, gateway, disputes, webhooks, setGatewayDown, throttleNext }: ControlParts): SandboxControls {
  return {
    dropNextWebhooks: (count = 1) => webhooks.dropNext(count),
    delayNextWebhooks: (count, ms) => webhooks.delayNext(count, ms),
    resendEvent: (eventId) => webhooks.resend(eventId),
    events: () => Object.values(store.state.events),
    webhooksSettled: () => webhooks.settled(),
    failNextRefunds: (count = 1) => gateway.failNextRefunds(count),
    holdNextRefunds: (count = 1) => gateway.holdNextRefunds(count),
    settleRefund: (refundId, status) => gateway.settleRefund(refundId, status),
    refuseNextRefunds: (count = 1, description) => gateway.refuseNextRefunds(count, description),
    payOrder: (orderId, payment = {}) =>
      gateway.pay({
        orderId,
        instrument: instrumentFor(payment),
        outcome: outcomeFor(payment),
        allowPaidOrder: true,
        ...(payment.amount !== undefined ? { amount: payment.amount } : {}),
        ...(payment.email ? { email: payment.email } : {}),
        ...(payment.contact ? { contact: payment.contact } : {}),
      }),
    setAutoCapture: (on) => {
      if (typeof on !== 'boolean') throw badRequest('on must be true or false', 'on');
      gateway.setAutoCapture(on);
    },
    expireAuthorizations: () => gateway.expireAuthorizations(),
    authorizeLate: (paymentId) => gateway.authorizeLate(paymentId),
    openDispute: (paymentId, dispute = {}) => disputes.open(paymentId, dispute),
    resolveDispute: (disputeId, status) => disputes.resolve(disputeId, status),
    webhookDisabled: () => webhooks.disabled(),
    throttleNext: (count = 1, only) => throttleNext(count, only),
    setGatewayDown,
  };
}

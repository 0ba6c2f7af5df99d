// Disputes as Razorpay reports them: a dispute raised by the customer's bank against a captured payment (a test
// control plays the bank), its status changes, each raising payment.dispute.<status> with the payment and the
// dispute, and the Disputes API's fetch and list (GET /v1/disputes, /v1/disputes/:id) that the SDK calls.
import { badRequest } from './errors';
import { collection, disputePhases, snapshot, type DisputeEventName, type DisputePhase, type DisputeResolution, type RazorpayDispute } from './entities';
import { newestFirst, type Gateway } from './gateway';
import { epochSeconds, newId } from './ids';
import type { SandboxStore } from './store';
import type { WebhookDispatcher } from './webhooks';

export interface DisputeRequest {
  /** Paise; the payment's amount when absent. */
  amount?: number;
  /** Razorpay's reason code; `chargeback` when absent. */
  reasonCode?: string;
  /** `chargeback` when absent. */
  phase?: DisputePhase;
}

const requestFields = ['amount', 'reasonCode', 'phase'];
const listFields = ['count', 'skip', 'from', 'to'];
/** Days the merchant has to answer (Razorpay sets respond_by per dispute; a week is typical). */
const respondWithinSeconds = 7 * 24 * 60 * 60;
const resolutions: readonly DisputeResolution[] = ['under_review', 'action_required', 'won', 'lost', 'closed'];
const finalStatuses = new Set(['won', 'lost', 'closed']);

export class Disputes {
  constructor(
    private readonly store: SandboxStore,
    private readonly gateway: Gateway,
    private readonly webhooks: WebhookDispatcher,
  ) {}

  /** The customer's bank disputes a captured payment: payment.dispute.created. */
  open(paymentId: string, request: DisputeRequest = {}): RazorpayDispute {
    const extra = Object.keys(request).find((key) => !requestFields.includes(key));
    if (extra) throw badRequest(`${extra} is not modelled by the sandbox's disputes (amount, reasonCode, phase)`, extra);
    const payment = this.gateway.payment(paymentId);
    if (!payment.captured) throw badRequest(`Payment ${paymentId} was never captured (status ${payment.status}): only a captured payment can be disputed`);
    const amount = request.amount ?? payment.amount;
    if (!Number.isInteger(amount) || amount < 100 || amount > payment.amount) {
      throw badRequest(`amount must be a whole number of paise from 100 to the payment's ${payment.amount}`, 'amount');
    }
    const phase = request.phase ?? 'chargeback';
    if (!disputePhases.includes(phase)) throw badRequest(`phase must be one of ${disputePhases.join(', ')}`, 'phase');
    if (request.reasonCode !== undefined && (typeof request.reasonCode !== 'string' || !/^[a-z0-9_]{1,40}$/.test(request.reasonCode))) {
      throw badRequest('reasonCode must be a Razorpay-style code such as fraud or goods_not_received', 'reasonCode');
    }
    const createdAt = epochSeconds();
    const dispute: RazorpayDispute = {
      id: newId('disp'),
      entity: 'dispute',
      payment_id: payment.id,
      amount,
      currency: payment.currency,
      amount_deducted: 0,
      reason_code: request.reasonCode ?? 'chargeback',
      reason_description: "The customer's bank has raised a dispute against this payment.",
      respond_by: createdAt + respondWithinSeconds,
      status: 'open',
      phase,
      created_at: createdAt,
      evidence: {
        amount,
        summary: null,
        shipping_proof: null,
        billing_proof: null,
        cancellation_proof: null,
        customer_communication: null,
        proof_of_service: null,
        explanation_letter: null,
        refund_confirmation: null,
        access_activity_log: null,
        refund_cancellation_policy: null,
        term_and_conditions: null,
        others: null,
        submitted_at: null,
      },
    };
    this.store.state.disputes[dispute.id] = dispute;
    this.raise('payment.dispute.created', dispute);
    this.store.save();
    return dispute;
  }

  /**
   * Moves a dispute on: under_review, won, lost (the amount is deducted from the merchant's balance), closed, or
   * action_required (more evidence wanted: the dispute stays open). Raises payment.dispute.<resolution>.
   */
  resolve(disputeId: string, resolution: DisputeResolution): RazorpayDispute {
    if (!resolutions.includes(resolution)) throw badRequest(`status must be one of ${resolutions.join(', ')}`, 'status');
    const dispute = this.dispute(disputeId);
    if (finalStatuses.has(dispute.status)) throw badRequest(`Dispute ${disputeId} is already ${dispute.status}`);
    dispute.status = resolution === 'action_required' ? 'open' : resolution;
    if (resolution === 'lost') dispute.amount_deducted = dispute.amount;
    this.raise(`payment.dispute.${resolution}`, dispute);
    this.store.save();
    return dispute;
  }

  /** GET /v1/disputes/:id */
  dispute(id: string): RazorpayDispute {
    return this.gateway.find('disp', this.store.state.disputes, id);
  }

  /** GET /v1/disputes?count=&skip=&from=&to= : newest first (`disputes.all` sends count and skip). */
  list(query: URLSearchParams) {
    const extra = [...query.keys()].find((key) => !listFields.includes(key));
    if (extra) throw badRequest(`${extra} is/are not required and should not be sent`, extra);
    const number = (name: string, fallback: number, min: number, max: number) => {
      const text = query.get(name);
      if (text === null) return fallback;
      const value = Number(text);
      if (!/^\d+$/.test(text) || value < min || value > max) throw badRequest(`The ${name} must be a whole number from ${min} to ${max}.`, name);
      return value;
    };
    const count = number('count', 10, 1, 100);
    const skip = number('skip', 0, 0, Number.MAX_SAFE_INTEGER);
    const from = number('from', 0, 0, Number.MAX_SAFE_INTEGER);
    const to = number('to', Number.MAX_SAFE_INTEGER, 0, Number.MAX_SAFE_INTEGER);
    const disputes = newestFirst(Object.values(this.store.state.disputes).filter((dispute) => dispute.created_at >= from && dispute.created_at <= to));
    return collection(disputes.slice(skip, skip + count));
  }

  private raise(name: DisputeEventName, dispute: RazorpayDispute): void {
    const payment = this.gateway.payment(dispute.payment_id);
    this.webhooks.raise(name, { payment: { entity: snapshot(payment) }, dispute: { entity: snapshot(dispute) } });
  }
}

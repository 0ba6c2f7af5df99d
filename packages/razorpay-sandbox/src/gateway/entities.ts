// The entities the sandbox keeps, in the JSON shapes Razorpay's API reference documents (amounts in paise, times in
// epoch seconds). They are stored exactly as they are answered, so a fetch returns the stored object.

export type Notes = Record<string, string | number>;

export type OrderStatus = 'created' | 'attempted' | 'paid';

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: OrderStatus;
  attempts: number;
  notes: Notes | [];
  created_at: number;
}

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
export type PaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet';

export interface RazorpayCard {
  id: string;
  entity: 'card';
  name: string;
  last4: string;
  network: string;
  type: 'credit' | 'debit';
  issuer: string | null;
  international: false;
  emi: false;
  sub_type: 'consumer';
  token_iin: null;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: PaymentStatus;
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  card?: RazorpayCard;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  upi?: { vpa: string };
  email: string;
  contact: string;
  notes: Notes | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Notes | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: RefundStatus;
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
}

/** What a dispute can be set to; `action_required` raises its own event while the dispute stays `open`. */
export type DisputeResolution = 'under_review' | 'action_required' | 'won' | 'lost' | 'closed';
export type DisputeStatus = 'open' | 'under_review' | 'won' | 'lost' | 'closed';
/** Razorpay's dispute phases (the SDK's fixture shows pre_arbitration; chargeback is the usual first one). */
export const disputePhases = ['retrieval', 'chargeback', 'pre_arbitration', 'arbitration', 'fraud'] as const;
export type DisputePhase = (typeof disputePhases)[number];

/** The evidence block of a dispute, empty until the merchant contests (not modelled: contest and accept). */
export interface DisputeEvidence {
  amount: number;
  summary: null;
  shipping_proof: null;
  billing_proof: null;
  cancellation_proof: null;
  customer_communication: null;
  proof_of_service: null;
  explanation_letter: null;
  refund_confirmation: null;
  access_activity_log: null;
  refund_cancellation_policy: null;
  term_and_conditions: null;
  others: null;
  submitted_at: null;
}

/** Razorpay's Disputes entity (API reference and the SDK's documents/disputes.md). */
export interface RazorpayDispute {
  id: string;
  entity: 'dispute';
  payment_id: string;
  amount: number;
  currency: 'INR';
  /** Taken from the merchant's balance when the dispute is lost; 0 otherwise. */
  amount_deducted: number;
  reason_code: string;
  reason_description: string;
  respond_by: number;
  status: DisputeStatus;
  phase: DisputePhase;
  created_at: number;
  evidence: DisputeEvidence;
}

export type DisputeEventName = `payment.dispute.${'created' | DisputeResolution}`;

export type PaymentLinkStatus = 'created' | 'paid' | 'cancelled' | 'expired';

/** A payment made through a Payment Link, as its `payments` list shows it. */
export interface PaymentLinkPayment {
  amount: number;
  created_at: number;
  method: PaymentMethod;
  payment_id: string;
  plink_id: string;
  status: 'captured' | 'authorized' | 'failed';
  updated_at: number;
}

/** Razorpay's Payment Link entity (API reference "Payment Links Entity"; standard links without partial payments). */
export interface RazorpayPaymentLink {
  id: string;
  accept_partial: false;
  amount: number;
  amount_paid: number;
  callback_method: string;
  callback_url: string;
  cancelled_at: number;
  created_at: number;
  currency: 'INR';
  customer: { name?: string; email?: string; contact?: string };
  description: string;
  expire_by: number;
  expired_at: number;
  first_min_partial_amount: 0;
  notes: Notes | [];
  notify: { sms: boolean; email: boolean };
  payments: PaymentLinkPayment[] | null;
  reference_id: string;
  reminder_enable: boolean;
  reminders: Record<string, string> | [];
  short_url: string;
  status: PaymentLinkStatus;
  updated_at: number;
  user_id: string;
}

export type PaymentLinkEventName = `payment_link.${'paid' | 'cancelled' | 'expired'}`;

export type WebhookEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed'
  | DisputeEventName
  | PaymentLinkEventName;

/** A webhook event exactly as Razorpay posts it (the sandbox signs its JSON text). */
export interface RazorpayEvent {
  entity: 'event';
  account_id: string;
  event: WebhookEventName;
  contains: Array<'payment' | 'order' | 'refund' | 'dispute' | 'payment_link'>;
  payload: {
    payment_link?: { entity: RazorpayPaymentLink };
    payment?: { entity: RazorpayPayment };
    order?: { entity: RazorpayOrder };
    refund?: { entity: RazorpayRefund };
    dispute?: { entity: RazorpayDispute };
  };
  created_at: number;
}

/** A Razorpay list answer. */
export interface RazorpayCollection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

/** Wraps items in Razorpay's collection shape. */
export function collection<T>(items: T[]): RazorpayCollection<T> {
  return { entity: 'collection', count: items.length, items };
}

/** A deep copy, so an event payload stays the snapshot of the moment it was raised. */
export function snapshot<T>(value: T): T {
  return structuredClone(value);
}

// Razorpay Payment Links (standard links, no partial payments): create, fetch, list by reference_id, cancel, and the
// payment a customer makes on the link's hosted page. As Razorpay does, the link's Razorpay order is made when it is
// first paid (receipt: the link's reference_id, notes: its notes), the payment is described `#<link id without plink_>`,
// and once that order is paid the link is `paid` and `payment_link.paid` carries the payment, the order and the link.
// Options Razorpay takes but the sandbox does not model are refused by name; a reference_id is unique per account.
import { badRequest, malformedId, unknownId } from './errors';
import { snapshot, type RazorpayOrder, type RazorpayPayment, type RazorpayPaymentLink } from './entities';
import type { Gateway, PaymentOutcome } from './gateway';
import { epochSeconds, isWellFormedId, newId, randomBase62 } from './ids';
import type { PaymentInstrument } from './instruments';
import type { SandboxStore } from './store';
import { amountInPaise, currency, notes, onlyFields, optionalText, type Body } from './validate';
import type { WebhookDispatcher } from './webhooks';

const linkFields = [
  'amount',
  'currency',
  'accept_partial',
  'description',
  'reference_id',
  'customer',
  'notify',
  'reminder_enable',
  'notes',
  'callback_url',
  'callback_method',
  'expire_by',
];
/** Options Razorpay takes on a link but the sandbox does not model: refused by name rather than ignored. */
const unmodelledLinkFields = ['first_min_partial_amount', 'upi_link', 'options', 'reminders', 'transfers'];
/** Razorpay: a link's expiry is at least 15 minutes after its creation and at most six months after it. */
const minimumLifeSeconds = 15 * 60;
const maximumLifeSeconds = 183 * 24 * 60 * 60;

/** The text of one optional customer field. */
function customerOf(value: unknown): RazorpayPaymentLink['customer'] {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('The customer must be an object with name, email and contact.', 'customer');
  const customer = value as Body;
  onlyFields(customer, ['name', 'email', 'contact']);
  const name = optionalText(customer.name, 'customer.name', 100);
  const email = optionalText(customer.email, 'customer.email', 100);
  const contact = optionalText(customer.contact, 'customer.contact', 15);
  if (email !== null && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw badRequest('The customer.email must be a valid email address.', 'customer.email');
  if (contact !== null && !/^\+?\d{8,14}$/.test(contact)) throw badRequest('The customer.contact must be a valid phone number.', 'customer.contact');
  return { ...(name !== null && { name }), ...(email !== null && { email }), ...(contact !== null && { contact }) };
}

function notifyOf(value: unknown): RazorpayPaymentLink['notify'] {
  if (value === undefined || value === null) return { sms: false, email: false };
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('The notify must be an object with sms and email.', 'notify');
  const notify = value as Body;
  onlyFields(notify, ['sms', 'email']);
  for (const key of ['sms', 'email'] as const) {
    if (notify[key] !== undefined && typeof notify[key] !== 'boolean') throw badRequest(`The notify.${key} field must be true or false.`, `notify.${key}`);
  }
  return { sms: notify.sms === true, email: notify.email === true };
}

function expiryOf(value: unknown, now: number): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw badRequest('The expire by must be an integer.', 'expire_by');
  if (value < now + minimumLifeSeconds) throw badRequest('expire_by should be at least 15 minutes after the current time', 'expire_by');
  if (value > now + maximumLifeSeconds) throw badRequest('expire_by cannot be more than 6 months from the current time', 'expire_by');
  return value;
}

function callbackOf(url: unknown, method: unknown): { callback_url: string; callback_method: string } {
  if (url === undefined || url === null || url === '') {
    if (method !== undefined && method !== null && method !== '')
      throw badRequest('The callback_method is only allowed with a callback_url.', 'callback_method');
    return { callback_url: '', callback_method: '' };
  }
  if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/.test(url)) throw badRequest('The callback url format is invalid.', 'callback_url');
  if (method !== 'get') throw badRequest('The callback_method must be get when a callback_url is given.', 'callback_method');
  return { callback_url: url, callback_method: 'get' };
}

export class PaymentLinks {
  constructor(
    private readonly store: SandboxStore,
    private readonly gateway: Gateway,
    private readonly webhooks: WebhookDispatcher,
    /** The sandbox's own origin, for the hosted page's short_url (known once it listens). */
    private readonly origin: () => string,
  ) {
    gateway.onOrderPaid((order, payment) => this.orderPaid(order, payment));
  }

  /** POST /v1/payment_links (SDK `paymentLink.create`). */
  create(body: Body): RazorpayPaymentLink {
    const unmodelled = Object.keys(body).find((key) => unmodelledLinkFields.includes(key));
    if (unmodelled) throw badRequest(`${unmodelled} is not modelled by the sandbox: leave it out`, unmodelled);
    onlyFields(body, linkFields);
    if (body.accept_partial !== undefined && body.accept_partial !== false) {
      throw badRequest('accept_partial is not modelled by the sandbox (partial payments): leave it out or send false', 'accept_partial');
    }
    if (body.reminder_enable !== undefined && typeof body.reminder_enable !== 'boolean')
      throw badRequest('The reminder enable field must be true or false.', 'reminder_enable');
    const amount = amountInPaise(body.amount);
    const referenceId = optionalText(body.reference_id, 'reference_id', 40) ?? '';
    if (referenceId !== '' && Object.values(this.store.state.paymentLinks).some((link) => link.reference_id === referenceId)) {
      throw badRequest(`Payment Link with reference id ${referenceId} already exists`, 'reference_id');
    }
    const now = epochSeconds();
    const link: RazorpayPaymentLink = {
      id: newId('plink'),
      accept_partial: false,
      amount,
      amount_paid: 0,
      ...callbackOf(body.callback_url, body.callback_method),
      cancelled_at: 0,
      created_at: now,
      currency: currency(body.currency),
      customer: customerOf(body.customer),
      description: optionalText(body.description, 'description', 2048) ?? '',
      expire_by: expiryOf(body.expire_by, now),
      expired_at: 0,
      first_min_partial_amount: 0,
      notes: notes(body.notes),
      notify: notifyOf(body.notify),
      payments: null,
      reference_id: referenceId,
      reminder_enable: body.reminder_enable === true,
      reminders: [],
      short_url: `${this.origin()}/i/${randomBase62(8)}`,
      status: 'created',
      updated_at: now,
      user_id: '',
    };
    this.store.state.paymentLinks[link.id] = link;
    this.store.save();
    return link;
  }

  /** GET /v1/payment_links/:id (SDK `paymentLink.fetch`); a link past its expire_by reads `expired`. */
  link(id: string): RazorpayPaymentLink {
    if (!isWellFormedId('plink', id)) throw malformedId(id);
    const link = this.store.state.paymentLinks[id];
    if (!link) throw unknownId();
    this.expireIfDue(link);
    return link;
  }

  /** GET /v1/payment_links?reference_id=&payment_id= (SDK `paymentLink.all`): Razorpay answers `{ payment_links: [...] }`. */
  list(query: URLSearchParams): { payment_links: RazorpayPaymentLink[] } {
    const unknown = [...query.keys()].find((key) => !['reference_id', 'payment_id', 'count', 'skip', 'from', 'to'].includes(key));
    if (unknown) throw badRequest(`${unknown} is/are not required and should not be sent`, unknown);
    const referenceId = query.get('reference_id');
    const paymentId = query.get('payment_id');
    const links = Object.values(this.store.state.paymentLinks)
      .filter((link) => referenceId === null || link.reference_id === referenceId)
      .filter((link) => paymentId === null || (link.payments ?? []).some((payment) => payment.payment_id === paymentId))
      .reverse();
    for (const link of links) this.expireIfDue(link);
    return { payment_links: links };
  }

  /** POST /v1/payment_links/:id/cancel (SDK `paymentLink.cancel`): only a link still `created` can be cancelled. */
  cancel(id: string): RazorpayPaymentLink {
    const link = this.link(id);
    if (link.status !== 'created') throw badRequest(`Payment Link cannot be cancelled: it is ${link.status}`);
    const now = epochSeconds();
    link.status = 'cancelled';
    link.cancelled_at = now;
    link.updated_at = now;
    this.webhooks.raise('payment_link.cancelled', { payment_link: { entity: snapshot(link) } });
    this.store.save();
    return link;
  }

  /** The link behind a hosted page's short code. */
  byShortCode(code: string): RazorpayPaymentLink | undefined {
    const link = Object.values(this.store.state.paymentLinks).find((candidate) => candidate.short_url.endsWith(`/i/${code}`));
    if (link) this.expireIfDue(link);
    return link;
  }

  /** The customer pays on the hosted page (typing their phone and e-mail): against the link's Razorpay order (made at its first payment). */
  pay(id: string, instrument: PaymentInstrument, outcome: PaymentOutcome, payer: { contact: string; email: string }): RazorpayPayment {
    const link = this.link(id);
    if (link.status !== 'created') throw badRequest(`This payment link is ${link.status}: it cannot be paid.`);
    const orderId = (this.store.state.paymentLinkOrders[link.id] ??= this.gateway.createOrder({
      amount: link.amount,
      currency: 'INR',
      ...(link.reference_id && { receipt: link.reference_id }),
      ...(!Array.isArray(link.notes) && { notes: link.notes }),
    }).id);
    this.store.save();
    const payment = this.gateway.pay({
      orderId,
      instrument,
      outcome,
      description: `#${link.id.slice('plink_'.length)}`,
      email: payer.email,
      contact: payer.contact,
    });
    const entry = (link.payments ?? []).find((item) => item.payment_id === payment.id);
    if (!entry) {
      const status = payment.status === 'captured' || payment.status === 'authorized' ? payment.status : 'failed';
      link.payments = [
        ...(link.payments ?? []),
        {
          amount: payment.amount,
          created_at: payment.created_at,
          method: payment.method,
          payment_id: payment.id,
          plink_id: link.id,
          status,
          updated_at: epochSeconds(),
        },
      ];
      this.store.save();
    }
    return payment;
  }

  /** Razorpay order → link; when the link's order is paid, the link is paid (payment_link.paid). */
  private orderPaid(order: RazorpayOrder, payment: RazorpayPayment): void {
    const linkId = Object.entries(this.store.state.paymentLinkOrders).find(([, orderId]) => orderId === order.id)?.[0];
    const link = linkId ? this.store.state.paymentLinks[linkId] : undefined;
    if (!link || link.status === 'paid') return;
    const now = epochSeconds();
    link.status = 'paid';
    link.amount_paid = order.amount_paid;
    link.updated_at = now;
    const existing = (link.payments ?? []).filter((item) => item.payment_id !== payment.id);
    link.payments = [
      ...existing,
      {
        amount: payment.amount,
        created_at: payment.created_at,
        method: payment.method,
        payment_id: payment.id,
        plink_id: link.id,
        status: 'captured',
        updated_at: now,
      },
    ];
    this.webhooks.raise('payment_link.paid', {
      payment: { entity: snapshot(payment) },
      order: { entity: snapshot(order) },
      payment_link: { entity: snapshot(link) },
    });
  }

  private expireIfDue(link: RazorpayPaymentLink): void {
    const now = epochSeconds();
    if (link.status !== 'created' || link.expire_by === 0 || link.expire_by > now) return;
    link.status = 'expired';
    link.expired_at = link.expire_by;
    link.updated_at = now;
    this.webhooks.raise('payment_link.expired', { payment_link: { entity: snapshot(link) } });
    this.store.save();
  }
}

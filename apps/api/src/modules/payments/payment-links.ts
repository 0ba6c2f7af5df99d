// Razorpay Payment Links for what an order still owes: made through the SDK (paymentLink.create) with our reference
// `<OrderNumber>-L<n>`, which Razorpay refuses twice, so two servers (or two clicks) racing make one link; the link
// still open for the amount due is sent again rather than a second one made. When a link is paid, Razorpay's
// `payment_link.paid` names the link, its Razorpay order and the payment: the order takes that Razorpay order as one of
// its own and the payment is folded into its ledger like any other (once: the ledger keeps each payment by id).
import { randomUUID } from 'node:crypto';
import { indiaToday, newOrderNumber } from '@partybox/contracts';
import { e164Phone } from '@partybox/contracts/phone';
import { orderTakings, type OrderPaymentStatus } from '@partybox/order-lifecycle';
import { toPaise } from '@partybox/pricing';
import type { CustomizationRecord, OrderRecord } from '../../platform/db/records';
import { Conflict, Refused, Unavailable } from '../../platform/errors/domain-errors';
import { ledgerOf, quoteOrder, retryOnConflict, statusOf as orderStatusOf, type OpenedPaymentLink, type PaymentLinkRecord } from '../orders';
import { gatewayDown } from './gateway-down';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  ledgerPaymentOf,
  paymentLinkOf,
  type GatewayPaymentLink,
  type GatewayPaymentReport,
  type PaymentGateway,
} from './gateway';
import type { GatewayReports, PaymentService } from './payment-service';

type Entity = Record<string, unknown>;

/** Our reference of an order's n-th Payment Link (Razorpay: at most 40 characters, unique per account). */
export const paymentLinkReference = (orderNumber: string, n: number) => `${orderNumber}-L${n}`;

/** How many references past the order's own count a new link tries before giving up (each taken by a link not recorded). */
const referencesTried = 5;

/** The order number a reference of ours names, or undefined for one that is not ours. */
export function orderNumberOfReference(referenceId: string): string | undefined {
  return /^(.+)-L\d+$/.exec(referenceId)?.[1];
}

/** What the order still owes, in paise: its total less what it kept of its payments (captured less refunded). */
export function amountDuePaise(order: OrderRecord): number {
  const takings = orderTakings(ledgerOf(order), order.Total, order.PaymentStatus as OrderPaymentStatus);
  return Math.max(0, toPaise(order.Total) - takings.netPaise);
}

/** A /custom request's quote link, as the inbox keeps it. */
export interface QuoteLinkRequest {
  readonly requestId: string;
  readonly amountRupees: number;
  readonly description: string;
  readonly customer: { readonly name?: string; readonly phone?: string; readonly email?: string };
  /** The quote's link sent before, if any: sent again while open for the same amount, else cancelled. */
  readonly previous?: { readonly linkId: string };
  /** How many links the request had: the new one's reference is `Q<id without hyphens>-<n + 1>` (40 characters at most). */
  readonly made: number;
}

/**
 * The /custom requests' quotes, as the inbox keeps them (wired by server.ts, as payments may not import inbox): what a
 * paid link's order is made of, and the record of its payment and order on the request.
 */
export interface QuoteBook {
  quoted(
    requestId: string,
    linkId: string,
  ): Promise<
    | {
        readonly request: Pick<CustomizationRecord, 'id' | 'EventDate' | 'email' | 'Name' | 'Phone' | 'DecorName' | 'Occasion'>;
        readonly quote: { readonly AmountRupees: number; readonly Description: string; readonly By: string; readonly ShortUrl: string; readonly At: string };
      }
    | undefined
  >;
  paid(requestId: string, payment: { readonly linkId: string; readonly paymentId: string; readonly at: string; readonly orderNumber: string }): Promise<void>;
  /** The requests whose quote link was sent and is not recorded paid (the newest few): reconciliation asks Razorpay about each. */
  awaitingPayment(): Promise<readonly { readonly requestId: string; readonly linkId: string }[]>;
}

export class PaymentLinks {
  constructor(
    private readonly payments: PaymentService,
    private readonly quotes?: QuoteBook,
  ) {}

  /**
   * The Payment Link for a /custom request's quote, with the number of its reference: the one sent before while still
   * open for that amount, else a new one. A link Razorpay already holds under the next reference (made by a click whose
   * answer was lost) is taken only when open for this amount; otherwise it is cancelled (if open) and the reference
   * after it tried, so the customer is never sent a link for another amount.
   */
  async quoteLink(request: QuoteLinkRequest): Promise<GatewayPaymentLink & { readonly made: number }> {
    const gateway = this.payments.gateway('');
    const amountPaise = toPaise(request.amountRupees);
    try {
      if (request.previous) {
        const previous = await gateway.fetchPaymentLink(request.previous.linkId);
        // Paid already (its webhook not here yet), or while being cancelled: a second link would be a second payment.
        if (previous.status === 'paid') throw quoteLinkPaid();
        if (previous.status === 'created' && previous.amountPaise === amountPaise) return { ...previous, made: Math.max(request.made, 1) };
        if (previous.status === 'created' && !(await this.cancelUnlessPaid(gateway, previous.id))) throw quoteLinkPaid();
      }
      for (let made = request.made + 1; made <= request.made + referencesTried; made += 1) {
        const referenceId = `Q${request.requestId.replaceAll('-', '')}-${made}`;
        try {
          const link = await gateway.createPaymentLink({
            amountPaise,
            referenceId,
            description: `Party Box quote: ${request.description}`.slice(0, 2048),
            customer: {
              ...(request.customer.name && { name: request.customer.name }),
              ...(request.customer.phone && { contact: e164Phone(request.customer.phone) }),
              ...(request.customer.email && { email: request.customer.email }),
            },
            notes: { customRequestId: request.requestId },
          });
          return { ...link, made };
        } catch (error) {
          if (!(error instanceof GatewayRefusedError)) throw error;
          const existing = await gateway.paymentLinkByReference(referenceId);
          if (!existing) throw error;
          if (existing.status === 'created' && existing.amountPaise === amountPaise) return { ...existing, made };
          if (existing.status === 'paid') throw quoteLinkPaid();
          if (existing.status === 'created') await this.cancelQuietly(gateway, existing.id);
        }
      }
      throw new Refused('payment_link_refused', `Razorpay holds ${referencesTried} earlier links of this quote under its next references: reload the request.`);
    } catch (error) {
      if (error instanceof GatewayUnavailableError)
        throw new Unavailable('gateway_unavailable', 'Razorpay cannot be reached just now: send the quote again in a minute.');
      if (error instanceof GatewayRefusedError) throw new Refused('payment_link_refused', `Razorpay refused the payment link: ${error.message}`);
      throw error;
    }
  }

  /**
   * The link to send for what `order` owes now: its latest link while Razorpay still has it open for that amount, else
   * a new one (an open link for another amount is cancelled first, so only one can be paid).
   */
  async open(order: OrderRecord): Promise<OpenedPaymentLink> {
    const due = amountDuePaise(order);
    if (due < 100) throw new Conflict('nothing_due', `Nothing to pay online on order ${order.OrderNumber}.`);
    try {
      const links = [...(order.PaymentLinks ?? [])];
      const latest = links.at(-1);
      if (latest?.Status === 'created') {
        const current = await this.gateway(order).fetchPaymentLink(latest.Id);
        if (current.status === 'paid') throw new Conflict('link_paid', `The last payment link of order ${order.OrderNumber} was just paid: reload the order.`);
        if (current.status === 'created' && current.amountPaise === due) return { link: latest, links, amountRupees: due / 100 };
        if (current.status === 'created') await this.cancelQuietly(this.gateway(order), current.id);
        links[links.length - 1] = { ...latest, Status: current.status === 'created' ? 'cancelled' : statusOf(current) };
      }
      const made = await this.make(order, links.length + 1, due);
      const link: PaymentLinkRecord = {
        Id: made.id,
        ReferenceId: made.referenceId,
        ShortUrl: made.shortUrl,
        AmountPaise: made.amountPaise,
        At: this.payments.deps.now().toISOString(),
        Status: 'created',
      };
      return { link, links: [...links, link], amountRupees: made.amountPaise / 100 };
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw gatewayDown(order.OrderNumber);
      if (error instanceof GatewayRefusedError) throw new Refused('payment_link_refused', `Razorpay refused the payment link: ${error.message}`);
      throw error;
    }
  }

  /**
   * Razorpay's `payment_link.paid`: the order whose link it is takes the link's Razorpay order as its own (and marks the
   * link paid), then the payment is folded into its ledger. Undefined for a link that is not one of ours.
   */
  async paid(event: { link: Entity; order?: Entity; payment?: Entity; eventId?: string }): Promise<OrderRecord | undefined> {
    const link = paymentLinkOf(event.link);
    const notes = event.link.notes && typeof event.link.notes === 'object' ? (event.link.notes as Record<string, unknown>) : {};
    if (typeof notes.customRequestId === 'string' && link.referenceId.startsWith('Q'))
      return this.quotePaid(notes.customRequestId, link, { ...event, payment: event.payment && ledgerPaymentOf(event.payment) });
    const orderNumber = orderNumberOfReference(link.referenceId);
    const listed = orderNumber ? await this.payments.deps.orders.findByNumber(orderNumber) : undefined;
    const stored = listed && (await this.payments.reread(listed));
    if (!stored?.PaymentLinks?.some((known) => known.Id === link.id)) {
      this.payments.deps.log.warn({ paymentLinkId: link.id, referenceId: link.referenceId }, 'payment_link.paid for a link we did not make: ignored');
      return undefined;
    }
    const payment = event.payment && ledgerPaymentOf(event.payment);
    return this.settle(stored, link, payment, event.eventId, String(event.order?.id ?? ''));
  }

  /**
   * Razorpay's `payment_link.cancelled` or `.expired`: the order's link is marked so at once (reconciliation would find it
   * later), so the console offers a fresh link for what is due. A link not ours, or no longer open for us, is left.
   */
  async closed(entity: Entity): Promise<void> {
    const link = paymentLinkOf(entity);
    const orderNumber = orderNumberOfReference(link.referenceId);
    const listed = orderNumber ? await this.payments.deps.orders.findByNumber(orderNumber) : undefined;
    const stored = listed && (await this.payments.reread(listed));
    if (!stored?.PaymentLinks?.some((known) => known.Id === link.id && known.Status === 'created')) return;
    if (link.status === 'cancelled' || link.status === 'expired') await this.markLink(stored, link.id, link.status);
  }

  /**
   * A /custom quote's link was paid: the quote becomes its order (quoteOrder: one put keyed by the request, so a retried
   * or duplicated webhook finds the order the first placed), the payment is folded into its ledger like any order's
   * (the customer's "payment received" text and e-mail, refunds through requestRefund), then the request records it.
   * Each step is idempotent, so a delivery that stopped half-way is finished by the next.
   */
  private async quotePaid(requestId: string, link: GatewayPaymentLink, event: { order?: Entity; payment?: GatewayPaymentReport; eventId?: string }) {
    const quoted = await this.quotes?.quoted(requestId, link.id);
    const { payment } = event;
    if (!quoted || !payment) {
      this.payments.deps.log.warn({ paymentLinkId: link.id, requestId }, 'payment_link.paid for a quote link we do not know (or without its payment): ignored');
      return undefined;
    }
    const now = this.payments.deps.now();
    const { request, quote } = quoted;
    const placed = await this.payments.deps.orders.place(
      quoteOrder({
        request,
        amountRupees: quote.AmountRupees,
        description: quote.Description,
        quotedBy: quote.By,
        orderNumber: newOrderNumber(indiaToday(now)),
        placedAt: now,
        gatewayOrderId: payment.gatewayOrderId || String(event.order?.id ?? ''),
        link: { Id: link.id, ReferenceId: link.referenceId, ShortUrl: quote.ShortUrl, AmountPaise: link.amountPaise, At: quote.At, Status: 'paid' },
        secret: randomUUID(),
        newId: this.payments.deps.newId,
      }),
    );
    if (placed.created) this.payments.deps.messagesWaiting();
    const order = await this.payments.record(await this.payments.reread(placed.item), {
      payments: [payment],
      ...(event.eventId && { eventId: event.eventId }),
    });
    await this.quotes!.paid(requestId, { linkId: link.id, paymentId: payment.id, at: now.toISOString(), orderNumber: order.OrderNumber });
    return order;
  }

  /**
   * Cancels the order's links still open once none is wanted: the order owes nothing more (paid another way, as by
   * "Pay now" on its page) or is cancelled. Razorpay keeps a link payable until it is cancelled or expires, so a link
   * left open would let the customer pay twice. A link paid meanwhile (Razorpay then refuses the cancel) is left to its
   * payment_link.paid, and the second payment is refunded as any is.
   */
  async closeUnneeded(order: OrderRecord): Promise<OrderRecord> {
    const open = (order.PaymentLinks ?? []).filter((link) => link.Status === 'created');
    if (open.length === 0 || (orderStatusOf(order) !== 'cancelled' && amountDuePaise(order) > 0)) return order;
    let current = order;
    const cancelled: string[] = [];
    for (const link of open) {
      if (!(await this.cancelUnlessPaid(this.gateway(order), link.Id))) continue;
      current = await this.markLink(current, link.Id, 'cancelled');
      cancelled.push(link.Id);
    }
    if (cancelled.length > 0) this.payments.deps.log.info({ orderNumber: order.OrderNumber, links: cancelled }, 'payment links no longer wanted: cancelled');
    return current;
  }

  /**
   * Reconciliation's look at an order's open links (a payment_link.paid may never arrive): a link Razorpay reports paid
   * is settled like its webhook would; one cancelled or expired at Razorpay is marked so.
   */
  async reconcile(order: OrderRecord): Promise<OrderRecord> {
    let current = order;
    for (const known of order.PaymentLinks ?? []) {
      if (known.Status !== 'created') continue;
      const link = await this.gateway(order).fetchPaymentLink(known.Id);
      if (link.status === 'created') continue;
      if (link.status !== 'paid') {
        current = await this.markLink(current, link.id, statusOf(link));
        continue;
      }
      for (const paymentId of link.paymentIds) {
        const payment = await this.gateway(order).payment(paymentId);
        if (payment.status === 'captured') current = await this.settle(current, link, payment);
      }
    }
    // One that should have been cancelled when the order was paid or cancelled (Razorpay was down then).
    return this.closeUnneeded(current);
  }

  /**
   * Reconciliation's look at the quotes sent and not yet paid (their payment_link.paid may never arrive, as any webhook):
   * a link Razorpay reports paid becomes its order exactly as the webhook would make it (quotePaid is idempotent).
   */
  async reconcileQuotes(): Promise<number> {
    if (!this.quotes) return 0;
    const gateway = this.payments.gateway('');
    const awaiting = await this.quotes.awaitingPayment();
    for (const { requestId, linkId } of awaiting) {
      try {
        const link = await gateway.fetchPaymentLink(linkId);
        if (link.status !== 'paid') continue;
        for (const paymentId of link.paymentIds) {
          const payment = await gateway.payment(paymentId);
          if (payment.status === 'captured') await this.quotePaid(requestId, link, { payment });
        }
      } catch (error) {
        this.payments.deps.log.warn({ err: error, requestId, paymentLinkId: linkId }, "reconciliation of a quote's link failed; the next pass tries again");
      }
    }
    return awaiting.length;
  }

  /** The order takes the paid link's Razorpay order as its own (and marks the link paid), then its payment is folded. */
  private async settle(stored: OrderRecord, link: GatewayPaymentLink, payment?: GatewayPaymentReport, eventId?: string, orderId = ''): Promise<OrderRecord> {
    const gatewayOrderId = payment?.gatewayOrderId || orderId;
    const attached = await retryOnConflict(
      stored,
      async (current) => {
        const known = (current.GatewayOrders ?? []).some((gatewayOrder) => gatewayOrder.Id === gatewayOrderId);
        const links = (current.PaymentLinks ?? []).map((item) => (item.Id === link.id ? { ...item, Status: 'paid' as const } : item));
        if (known && JSON.stringify(links) === JSON.stringify(current.PaymentLinks)) return current;
        const gatewayOrders = known
          ? current.GatewayOrders
          : [...(current.GatewayOrders ?? []), { Id: gatewayOrderId, AmountPaise: link.amountPaise, At: this.payments.deps.now().toISOString() }];
        return this.payments.deps.orders.applyPayment(
          current,
          { set: { GatewayOrders: gatewayOrders, PaymentLinks: links }, remove: [] },
          this.payments.deps.now(),
        );
      },
      { attempts: 10, reread: (current) => this.payments.reread(current), backoff: true },
    );
    const reports: GatewayReports = { ...(payment && { payments: [payment] }), ...(eventId && { eventId }) };
    return this.payments.record(attached, reports);
  }

  /** Marks one of the order's links as Razorpay now reports it (cancelled or expired). */
  private async markLink(order: OrderRecord, linkId: string, status: PaymentLinkRecord['Status']): Promise<OrderRecord> {
    return retryOnConflict(
      order,
      async (current) => {
        const links = (current.PaymentLinks ?? []).map((item) => (item.Id === linkId ? { ...item, Status: status } : item));
        return this.payments.deps.orders.applyPayment(current, { set: { PaymentLinks: links }, remove: [] }, this.payments.deps.now());
      },
      { attempts: 10, reread: (current) => this.payments.reread(current), backoff: true },
    );
  }

  private gateway(order: OrderRecord) {
    return this.payments.gateway(order.OrderNumber);
  }

  /**
   * A new link for `amountPaise` under the order's `n`-th reference. If Razorpay already has a link under it: that one
   * when it is open for this amount (another click made it); else (a link opened for an edit whose write then lost a
   * clash, so the order never recorded it, or one since cancelled or expired) it is cancelled if still open and the next
   * reference is tried, so a customer is never sent a link for another amount. One already paid is folded by its
   * webhook: the amount due is then stale, and the operator is asked to reload.
   */
  private async make(order: OrderRecord, n: number, amountPaise: number): Promise<GatewayPaymentLink> {
    const gateway = this.gateway(order);
    const partly = amountPaise < toPaise(order.Total);
    for (let reference = n; reference < n + referencesTried; reference += 1) {
      const referenceId = paymentLinkReference(order.OrderNumber, reference);
      try {
        return await gateway.createPaymentLink({
          amountPaise,
          referenceId,
          description: `Party Box order ${order.OrderNumber}${partly ? ': amount still due' : ''}`,
          customer: {
            ...(order.CustomerName && { name: order.CustomerName }),
            ...(order.ContactPhone && { contact: e164Phone(order.ContactPhone) }),
            ...(order.ContactEmail && { email: order.ContactEmail }),
          },
          notes: { orderNumber: order.OrderNumber },
        });
      } catch (error) {
        if (!(error instanceof GatewayRefusedError)) throw error;
        const existing = await gateway.paymentLinkByReference(referenceId);
        if (!existing) throw error;
        if (existing.status === 'created' && existing.amountPaise === amountPaise) return existing;
        if (existing.status === 'paid') throw new Conflict('link_paid', `A payment link of order ${order.OrderNumber} was just paid: reload the order.`);
        if (existing.status === 'created') await this.cancelQuietly(gateway, existing.id);
      }
    }
    throw new Refused(
      'payment_link_refused',
      `Razorpay holds ${referencesTried} earlier links of order ${order.OrderNumber} under its next references: reload the order.`,
    );
  }

  /** Cancels a link no longer wanted; false when Razorpay would not because it was paid meanwhile. */
  private async cancelUnlessPaid(gateway: PaymentGateway, id: string): Promise<boolean> {
    await this.cancelQuietly(gateway, id);
    return (await gateway.fetchPaymentLink(id)).status !== 'paid';
  }

  /** Cancels a link no longer wanted; one Razorpay will not cancel (paid or expired meanwhile) is left as it is. */
  private async cancelQuietly(gateway: PaymentGateway, id: string): Promise<void> {
    try {
      await gateway.cancelPaymentLink(id);
    } catch (error) {
      if (!(error instanceof GatewayRefusedError)) throw error;
    }
  }
}

/** A quote whose link the customer has paid gets no other link: they would pay twice. */
const quoteLinkPaid = () => new Conflict('link_paid', 'The customer has just paid the link sent before: reload the request to see it paid.');

function statusOf(link: GatewayPaymentLink): PaymentLinkRecord['Status'] {
  return link.status === 'paid' || link.status === 'cancelled' || link.status === 'expired' ? link.status : 'created';
}

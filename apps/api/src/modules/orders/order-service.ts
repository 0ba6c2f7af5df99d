// The orders module's one service: every workflow of an order written once (Medusa's order workflows are the model):
// place, move (its status or its payment status), cancel (with its refund and the customer's messages), note and rotate
// the status page link. The pure rules decide (order-changes.ts), the repository writes one conditional UpdateItem
// (order-repository.ts), a conflict is retried by retryOnConflict (order-retry.ts); routes only parse, call and answer.
import { isOrderNumber } from '@partybox/contracts';
import { orderStatusLabels, type OrderPaymentStatus } from '@partybox/order-lifecycle';
import type { CustomizationRecord, DeliveryRecord, OrderRecord } from '../../platform/db/records';
import type { Repository } from '../../platform/db/repository';
import type { Tables } from '../../platform/db/tables';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import type { Logger } from '../../platform/observability/logger';
import { rightCancelRefusal, type OrderRight } from './order-access';
import {
  cancelOrder,
  moveOrder,
  payOrder,
  placeOrder,
  rotateLink,
  sendPaymentLink,
  type ChangeOutcome,
  type OrderChange,
  type Placement,
  type StatusRequest,
} from './order-changes';
import { historyActors } from './order-history';
import { listingAttributes } from './order-listing';
import { OrderConflictError, OrderRepository } from './order-repository';
import { retryOnConflict } from './order-retry';
import type { OpenPaymentLink } from './payment-link-port';
import { statusOf, versionOf } from './order-views';

/** How often a customer's cancel decides again when the order changed in between (an operator moved it meanwhile). */
const cancelAttempts = 3;

/**
 * What follows a cancel, answering the order as it then stands: after the cancel's write, or (`retried`) for a retried
 * customer's cancel that found the order cancelled already (its first answer may have been lost before its effects
 * were done: an effect safe to repeat may be done again then).
 */
export type AfterCancel = (order: OrderRecord, cancel: { readonly retried: boolean }) => Promise<OrderRecord>;

export interface OrderServiceDeps {
  readonly orders: OrderRepository;
  /** For an order's party and delivery records (the console's page, and an older order's first change). */
  readonly repo: Repository;
  readonly tables: Tables;
  readonly now: () => Date;
  /** Tells the dispatcher that a write just put messages in an order's outbox. */
  readonly messagesWaiting: () => void;
  /**
   * The effects of a cancel beyond its own write. server.ts wires the payments module's `settle` (an order paid online
   * is refunded in full through `requestRefund`, the one refund path; the customer is texted as it is issued and
   * processed): orders may not import payments, so the refund comes in here.
   */
  readonly afterCancel: AfterCancel;
  /** The payments module's Payment Links (absent without a gateway: "Send payment link" then sends the status page). */
  readonly openPaymentLink?: OpenPaymentLink;
  readonly log: Logger;
}

/** An operator's change as the console sends it: what it moves to (if anything) and the version they saw. */
interface OperatorRequest {
  readonly to?: string;
  readonly expectedVersion: number;
}

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  /** Stores the order a completed checkout became, once (a racing writer's same order is answered as stored). */
  async place(placement: Placement): Promise<OrderRecord> {
    const placed = await this.deps.orders.place(placeOrder(placement));
    if (placed.created) this.deps.messagesWaiting();
    return placed.item;
  }

  /** The order with this number; NotFound ("that order") for an unknown one. */
  async find(orderNumber: string): Promise<OrderRecord> {
    const order = isOrderNumber(orderNumber) ? await this.deps.orders.findByNumber(orderNumber) : undefined;
    if (!order) throw new NotFound('that order');
    return order;
  }

  /** An order's party and delivery records. */
  async related(order: OrderRecord): Promise<[CustomizationRecord | undefined, DeliveryRecord | undefined]> {
    return Promise.all([
      order.CustomizationId ? this.deps.repo.getById<CustomizationRecord>(this.deps.tables.customization, order.CustomizationId) : undefined,
      this.deps.repo.getById<DeliveryRecord>(this.deps.tables.delivery, order.DeliveryId),
    ]);
  }

  /** An operator moves the order's status (a cancel with its refund, see `cancelled`). */
  async move(order: OrderRecord, request: StatusRequest, by: string): Promise<OrderRecord> {
    return this.operatorChange(order, request, 'status', by, (now) => moveOrder(order, request, by, now));
  }

  /** An operator sets the order's payment status (money received outside the gateway, a failed payment). */
  async setPayment(order: OrderRecord, request: { to: OrderPaymentStatus; expectedVersion: number; reference?: string }, by: string): Promise<OrderRecord> {
    return this.operatorChange(order, request, 'payment', by, (now) => payOrder(order, request, by, now));
  }

  /** An operator renews the status page link: earlier links stop working and the customer gets the new one. */
  async rotateLink(order: OrderRecord, request: { expectedVersion: number }, by: string): Promise<OrderRecord> {
    return this.operatorChange(order, request, 'link', by, (now) => rotateLink(order, request, by, now));
  }

  /**
   * An operator sends the customer a Razorpay Payment Link for what the order still owes online (the amount due: its
   * total less what it kept of its payments), by text and e-mail; ValidationFailed when nothing is due. While the last
   * link is still open for that amount, the same link is sent again (no second link); a link for another amount is
   * cancelled and a new one made. Order edits call this for their balance due.
   */
  async sendPaymentLink(order: OrderRecord, request: { expectedVersion: number }, by: string): Promise<OrderRecord> {
    // Refused (nothing due) or stale (someone else changed it) before any link is made at the gateway.
    const fresh = versionOf(order) === request.expectedVersion;
    const check = fresh ? sendPaymentLink(order, request, by, this.deps.now()) : undefined;
    if (check && !check.ok) throw new ValidationFailed([{ field: check.field, message: check.reason }]);
    const opened = fresh && this.deps.openPaymentLink ? await this.deps.openPaymentLink(order) : undefined;
    return this.operatorChange(order, { ...request, to: 'sent' }, 'payment-link', by, (now) => sendPaymentLink(order, request, by, now, opened));
  }

  /**
   * The customer cancels, while the policy allows it (Conflict with the reason once it does not). A retried cancel
   * finds the order cancelled and answers it as it is, writing nothing; an operator's change in between is read again
   * and decided on again.
   */
  async cancel(order: OrderRecord, right: OrderRight, reason: string): Promise<OrderRecord> {
    const reread = async (current: OrderRecord) => (await this.deps.orders.findByKey(current.IdempotencyKey)) ?? current;
    return retryOnConflict(
      order,
      async (current) => {
        if (statusOf(current) === 'cancelled') return this.cancelled(current, true);
        const now = this.deps.now();
        const cancel = cancelOrder(current, reason, historyActors.customer, now);
        if (!cancel.ok) throw new Conflict('conflict', cancel.reason);
        // A message's link travels (forwarded texts): it cancels only until the order is packed.
        const linkRefusal = rightCancelRefusal(right, statusOf(current), orderStatusLabels[statusOf(current)]);
        if (linkRefusal) throw new Conflict('conflict', linkRefusal);
        const changed = await this.write(current, cancel.change, now);
        this.deps.log.info({ orderNumber: current.OrderNumber }, 'order cancelled by the customer');
        return this.cancelled(changed, false);
      },
      { attempts: cancelAttempts, reread },
    );
  }

  /**
   * Adds an operator's internal note, keyed by the request's Idempotency-Key so a retry stores it once. A note is not a
   * change of the order: it neither needs nor moves the version.
   */
  async note(order: OrderRecord, key: string, text: string, by: string, forPacking = false): Promise<OrderRecord> {
    const note = { At: this.deps.now().toISOString(), By: by, Text: text.trim(), ...(forPacking && { ForPacking: true }) };
    return this.deps.orders.addNote(order, key, note);
  }

  /**
   * Every effect of a cancel, whoever cancelled (the customer, an operator), after its write or for a retry of it that
   * found it written: the one place where a cancel's effects happen (the composition root says which: the refund).
   */
  private async cancelled(order: OrderRecord, retried: boolean): Promise<OrderRecord> {
    return this.deps.afterCancel(order, { retried });
  }

  /**
   * An operator's change against the version they saw: a stale version is a Conflict (unless it is this very change
   * retried after its answer was lost: then the order is answered as it is); a refused move is a ValidationFailed
   * naming the field.
   */
  private async operatorChange(
    order: OrderRecord,
    request: OperatorRequest,
    kind: OrderChange['history']['Change'],
    by: string,
    plan: (now: Date) => ChangeOutcome,
  ): Promise<OrderRecord> {
    // The version first: a move refused only because someone else already moved the order is their change, not a mistake.
    if (versionOf(order) !== request.expectedVersion) {
      const last = { expectedVersion: request.expectedVersion, history: { Change: kind, To: request.to ?? String(order.LinkVersion ?? 0), By: by } };
      if (OrderRepository.alreadyApplied(order, last)) return last.history.To === 'cancelled' ? this.cancelled(order, true) : order;
      throw new OrderConflictError(order.OrderNumber);
    }
    const now = this.deps.now();
    const outcome = plan(now);
    if (!outcome.ok) throw new ValidationFailed([{ field: outcome.field, message: outcome.reason }]);
    const wanted = outcome.change;
    const backfill = order.Listed
      ? undefined
      : listingAttributes(order.OrderNumber, order.CreatedAt.slice(0, 10), ...(await this.related(order)), order.DeliverySlot?.Date);
    const changed = await this.write(order, { ...wanted, ...(backfill && { backfill }) }, now);
    this.deps.log.info({ orderNumber: order.OrderNumber, change: wanted.history.Change, to: wanted.history.To, version: changed.Version }, 'order changed');
    return wanted.history.To === 'cancelled' ? this.cancelled(changed, false) : changed;
  }

  /** Writes one change (OrderConflictError when the version moved on) and wakes the dispatcher for its messages. */
  private async write(order: OrderRecord, change: OrderChange, now: Date): Promise<OrderRecord> {
    const changed = await this.deps.orders.apply(order, change, now);
    this.deps.messagesWaiting();
    return changed;
  }
}

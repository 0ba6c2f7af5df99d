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
import { clashMessage, historyActors, moveClashMessage } from './order-history';
import { editRefusal, personalisationOf, recipientOf } from './order-current';
import { editRefundReason } from './edit-refund-reason';
import type { EditPlan } from './order-edits';

/** The edit rules, loaded at the first edit or preview: few requests edit, and a cold start need not read them. */
const editRules = () => import('./order-edits');
import type { OrderEditPreview, OrderEditRequest } from '@partybox/contracts/operations';
import type { DeliverySlot } from '@partybox/order-lifecycle';
import type { CatalogIndex } from '../../platform/catalog/catalog-index';
import { listingAttributes } from './order-listing';
import { searchTermsOf } from './order-search';
import { OrderConflictError, OrderRepository } from './order-repository';
import { retryOnConflict } from './order-retry';
import type { OpenedPaymentLink, OpenPaymentLink } from './payment-link-port';
import { deliverySlotOf, statusOf, versionOf } from './order-views';

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
  /** How an edit settles a lower price (server.ts wires the payments module's operatorRefund: the one refund path). */
  readonly editEffects?: EditEffects;
  /** The payments module's Payment Links (absent without a gateway: "Send payment link" then sends the status page). */
  readonly openPaymentLink?: OpenPaymentLink;
  readonly log: Logger;
}

/** What an edit needs from other modules, wired by the composition root (orders may import neither). */
export interface EditEffects {
  /** Refunds part of an order paid online; the key makes a retried edit's refund the same one. */
  readonly refund: (
    order: OrderRecord,
    request: { amountRupees: number; reason: string; by: string; key: string; expectedVersion: number },
  ) => Promise<OrderRecord>;
  /** The delivery calendar: books a new place for the order (throws DeliveryUnavailableError when full) and gives one back. */
  readonly deliveryCalendar: {
    reserve(choice: { date: string; slotId: string }, holder: string, partyDate?: string): Promise<DeliverySlot>;
    /** Why the order could not be booked there now (read only, for the preview), or undefined. */
    problemOf(choice: { date: string; slotId: string }, holder: string, partyDate?: string): Promise<{ field: string; message: string } | undefined>;
    release(slot: DeliverySlot, holder: string): Promise<void>;
  };
  /** The calendar's slots (catalog/calendar.json): an asked slot's label. */
  readonly slots: readonly { readonly id: string; readonly label: string }[];
}

/** Who edits: an operator (everything, until delivered) or the customer (the personalisation, until packed). */
export interface Editor {
  readonly by: string;
  readonly as: 'operator' | 'customer';
}

/** An operator's change as the console sends it: what it moves to (if anything) and the version they saw. */
interface OperatorRequest {
  readonly to?: string;
  readonly expectedVersion: number;
}

/** The edit's field a calendar problem names (the calendar names the checkout's `deliveryDate` and `deliverySlot`). */
const slotField = (field: string) => (field === 'deliveryDate' ? 'slot.date' : 'slot.slotId');

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

  /** What an edit would make of the order (its new total, the difference and how it is settled), writing nothing. */
  async previewEdit(order: OrderRecord, request: OrderEditRequest, editor: Editor, catalog: CatalogIndex): Promise<OrderEditPreview> {
    const plan = await this.planFor(order, request, editor, catalog);
    // A full day or slot is refused before saving too, in the words the save would use.
    if (plan.slot) {
      const problem = await this.effects().deliveryCalendar.problemOf(plan.slot, order.CheckoutHash, order.EventDate);
      if (problem) throw new ValidationFailed([{ field: slotField(problem.field), message: problem.message }]);
    }
    return plan.preview;
  }

  /**
   * An edit of a placed order against the version the editor saw: the new slot booked on the calendar first (refused
   * when full), then ONE conditional write of the order (its new values, one history line, one text), then the old
   * place given back and the difference settled. A retried or double-clicked save (the same editId) finds the edit in
   * the history and only finishes its settlement, which is itself idempotent.
   */
  async edit(order: OrderRecord, request: OrderEditRequest, editor: Editor, catalog: CatalogIndex): Promise<OrderRecord> {
    const { editApplied, editChange } = await editRules();
    if (editApplied(order, request.editId)) return this.settleEdit(order, request.editId, editor.by);
    const plan = await this.planFor(order, request, editor, catalog);
    const opened = await this.linkForEdit(order, plan);
    const effects = this.effects();
    const before = deliverySlotOf(order);
    const set: Record<string, unknown> = { ...plan.set };
    let booked: DeliverySlot | undefined;
    if (plan.slot) {
      booked = await this.book(effects, order, plan.slot);
      set.DeliverySlot = { Date: booked.date, SlotId: booked.slotId, Label: booked.label };
      if (order.Listed) set.EventSort = `${booked.date}#${order.OrderNumber}`;
    }
    // A new name on the decor, or a new recipient, is searched by from now on (and the old one no longer finds the order).
    const searched = plan.set.Personalisation || plan.set.CustomerName !== undefined || plan.set.ContactPhone !== undefined;
    if (order.Listed && searched) set.SearchTerms = await this.searchTermsAfterEdit({ ...order, ...plan.set } as OrderRecord);
    const now = this.deps.now();
    let changed: OrderRecord;
    try {
      changed = await this.write(order, editChange(order, request.expectedVersion, request.editId, editor.by, { ...plan, set }, now, opened), now);
    } catch (error) {
      if (!(error instanceof OrderConflictError)) throw error;
      const current = (await this.deps.orders.findByKey(order.IdempotencyKey)) ?? order;
      // The same save sent twice at once (a double click): the other one wrote it, and its place is this one's.
      if (editApplied(current, request.editId)) return this.settleEdit(current, request.editId, editor.by);
      // The order moved on between the read and the write: the new place goes back (or the old one is taken again).
      if (booked && before) {
        if (booked.date === before.date) await effects.deliveryCalendar.reserve(before, order.CheckoutHash);
        else await effects.deliveryCalendar.release(booked, order.CheckoutHash);
      } else if (booked) await effects.deliveryCalendar.release(booked, order.CheckoutHash);
      throw new OrderConflictError(order.OrderNumber, clashMessage(current));
    }
    if (booked && before && before.date !== booked.date) await effects.deliveryCalendar.release(before, order.CheckoutHash);
    if (set.SearchTerms || set.EventSort) await this.deps.orders.reindexSearch(changed, order.SearchTerms ?? []);
    this.deps.log.info({ orderNumber: order.OrderNumber, fields: plan.changes.map((c) => c.field), difference: plan.preview.difference }, 'order edited');
    return this.settleEdit(changed, request.editId, editor.by);
  }

  /**
   * The Payment Link for the balance an edit leaves on an order paid online, opened before the edit is written so the
   * edit's one text carries it (the amount is the order's as the edit leaves it). Gateway down or refused: the edit is
   * still saved, and settleEdit sends the link the usual way afterwards (then as a text of its own).
   */
  private async linkForEdit(order: OrderRecord, plan: EditPlan): Promise<OpenedPaymentLink | undefined> {
    if (plan.preview.settlement !== 'payment-link' || !this.deps.openPaymentLink) return undefined;
    try {
      return await this.deps.openPaymentLink((await editRules()).orderAfterEdit(order, plan));
    } catch (error) {
      this.deps.log.warn({ err: error, orderNumber: order.OrderNumber }, "edit's payment link not opened: it is sent after the edit is saved");
      return undefined;
    }
  }

  /** The search terms of the order as an edit leaves it: the orderer's name and phone, the recipient's and the decor's now. */
  private async searchTermsAfterEdit(edited: OrderRecord): Promise<string[]> {
    const [customization, delivery] = await this.related(edited);
    const recipient = recipientOf(edited, delivery);
    return searchTermsOf({
      orderNumber: edited.OrderNumber,
      names: [customization?.Name, recipient.name, personalisationOf(edited, customization).DecorName],
      phones: [customization?.Phone, recipient.phone],
    });
  }

  /** The edit's plan, after the rules that refuse it: who may edit the order now, the version, what was asked. */
  private async planFor(order: OrderRecord, request: OrderEditRequest, editor: Editor, catalog: CatalogIndex): Promise<EditPlan> {
    const refusal = editRefusal(statusOf(order), editor.as);
    if (refusal) throw new Conflict('conflict', refusal);
    if (versionOf(order) !== request.expectedVersion) throw new OrderConflictError(order.OrderNumber, clashMessage(order));
    const [customization, delivery] = await this.related(order);
    const { expectedVersion: _v, editId: _e, preview: _p, ...asked } = request;
    const slotLabel = (slotId: string) => this.effects().slots.find((slot) => slot.id === slotId)?.label;
    const planned = (await editRules()).planEdit({ order, customization, delivery, request: asked, catalog, slotLabel });
    if (!planned.ok) throw new ValidationFailed(planned.problems);
    if (planned.plan.changes.length === 0) throw new ValidationFailed([{ field: 'edit', message: 'Nothing was changed: change a field before saving.' }]);
    return planned.plan;
  }

  /** Books the edit's new place on the calendar; a full day or slot is refused naming the slot. */
  private async book(effects: EditEffects, order: OrderRecord, slot: { date: string; slotId: string }): Promise<DeliverySlot> {
    try {
      return await effects.deliveryCalendar.reserve(slot, order.CheckoutHash, order.EventDate);
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'DeliveryUnavailableError') throw error;
      const problem = (error as Error & { problem: { field: string; message: string } }).problem;
      throw new ValidationFailed([{ field: slotField(problem.field), message: problem.message }]);
    }
  }

  /**
   * Settles what an edit changed in price, once: an order paid online and now paying less is refunded the difference
   * (the refund's key is the edit's: asked once however often this runs); one now paying more is sent a payment link
   * for the balance (once per edit); cash on delivery collects the new total at the door, nothing to do here.
   */
  private async settleEdit(order: OrderRecord, editId: string, by: string): Promise<OrderRecord> {
    const { editSettlement, paymentLinkSentAfter } = await editRules();
    const settlement = editSettlement(order, order.Total);
    try {
      if (settlement.settlement === 'refund') {
        const reason = editRefundReason;
        const key = `edit-${editId}`;
        return await this.effects().refund(order, { amountRupees: settlement.settlementAmount, reason, by, key, expectedVersion: versionOf(order) });
      }
      if (settlement.settlement === 'payment-link' && !paymentLinkSentAfter(order, editId)) {
        return await this.sendPaymentLink(order, { expectedVersion: versionOf(order) }, by);
      }
    } catch (error) {
      // The edit is saved; its settlement is retried by saving again (the same edit) or done from the order page.
      this.deps.log.error({ err: error, orderNumber: order.OrderNumber, settlement: settlement.settlement }, 'order edit settlement failed');
      throw error;
    }
    return order;
  }

  private effects(): EditEffects {
    if (!this.deps.editEffects) throw new Error('OrderService: editEffects are not wired');
    return this.deps.editEffects;
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
      throw new OrderConflictError(order.OrderNumber, moveClashMessage(order));
    }
    const now = this.deps.now();
    const outcome = plan(now);
    if (!outcome.ok) throw new ValidationFailed([{ field: outcome.field, message: outcome.reason }]);
    const wanted = outcome.change;
    const backfill = order.Listed
      ? undefined
      : listingAttributes(order.OrderNumber, order.CreatedAt.slice(0, 10), ...(await this.related(order)), order.DeliverySlot?.Date);
    let changed: OrderRecord;
    try {
      changed = await this.write(order, { ...wanted, ...(backfill && { backfill }) }, now);
    } catch (error) {
      if (!(error instanceof OrderConflictError)) throw error;
      // Another change landed between the read and this write: say whose, as for a stale version.
      throw new OrderConflictError(order.OrderNumber, moveClashMessage((await this.deps.orders.findByKey(order.IdempotencyKey)) ?? order));
    }
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

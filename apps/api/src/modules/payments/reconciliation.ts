// Reconciliation: what the gateway knows that its webhooks did not bring (a webhook lost, or disabled by Razorpay after
// a day of failed deliveries). Each pass is bounded: the newest orders waiting on the gateway, one page further along a
// rolling cursor through all of them, one page of the orders placed in the last 180 days (the paid ones are watched for
// refunds and disputes made on the dashboard),
// and the newest disputes of the account. The cursors live in the limits table, so any server (or Lambda) goes on
// where the last pass stopped. An unpaid order left alone for `paymentExpiryHours` is set aside: the customer is told
// once and can still pay it, and the passes stop asking the gateway about it. Each pass also queues the one payment
// reminder of the orders still unpaid an hour after placement (payment-reminders.ts).
import { indiaToday } from '@partybox/contracts';
import { isPaymentDue, refundRetriesDue } from '@partybox/order-lifecycle';
import type { OrderRecord } from '../../platform/db/records';
import type { Repository } from '../../platform/db/repository';
import { orderSearchKey, type TableDefinition } from '../../platform/db/tables';
import { OrderConflictError, retryOnConflict, statusOf, ledgerOf } from '../orders';
import { GatewayRefusedError } from './gateway';
import { intentPrefix } from './payment-notices';
import { remindUnpaid } from './payment-reminders';
import type { PaymentLinksApi } from './payment-links-on-use';
import { isOnline, watchDays, type PaymentService } from './payment-service';
import { update } from '../../platform/db/update-expression';

/** Hours an online order may wait for payment before it is set aside (the customer is told; it can still be paid). */
export const paymentExpiryHours = 72;
/** Orders looked at from each list in one pass. */
const pageSize = 20;
/** Disputes of the account looked at in one pass (newest first). */
const disputesPerPass = 20;

type Cursor = Record<string, unknown> | undefined;
/** An order as its list names it: the index projects keys only, and each is read by key before anything is done. */
type Listed = Pick<OrderRecord, 'IdempotencyKey'>;

/** Where each rolling cursor is kept: one small item per list in the limits table. */
class Cursors {
  constructor(
    private readonly repo: Repository,
    private readonly table: TableDefinition,
  ) {}

  async get(name: string): Promise<Cursor> {
    const item = await this.repo.getByKey<{ Cursor?: string }>(this.table, `reconcile-cursor#${name}`);
    return item?.Cursor ? (JSON.parse(item.Cursor) as Cursor) : undefined;
  }

  async put(name: string, cursor: Cursor): Promise<void> {
    await this.repo.update({
      TableName: this.table.name,
      Key: { [this.table.keyName]: `reconcile-cursor#${name}` },
      ...update()
        .set('Cursor', cursor ? JSON.stringify(cursor) : '')
        .build(),
    });
  }
}

export class Reconciliation {
  private readonly cursors: Cursors;

  constructor(
    private readonly payments: PaymentService,
    repo: Repository,
    limitTable: TableDefinition,
    /** The orders' Payment Links, whose payment_link.paid may be lost like any webhook. */
    private readonly links?: PaymentLinksApi,
  ) {
    this.cursors = new Cursors(repo, limitTable);
  }

  private get deps() {
    return this.payments.deps;
  }

  /** One bounded pass; answers how many orders it looked at. */
  async pass(): Promise<number> {
    if (!this.deps.open) return 0;
    const orders = this.deps.orders;
    const newest = await orders.paymentOpenPage('open', { newestFirst: true, limit: pageSize });
    const rolling = await this.rollingPage();
    const watched = await this.watchedPage();
    const unique = new Map<string, Listed>();
    for (const order of [...newest.items, ...rolling, ...watched]) unique.set(order.IdempotencyKey, order);
    for (const listed of unique.values()) {
      try {
        await this.order(listed);
      } catch (error) {
        this.deps.log.warn({ err: error, order: listed.IdempotencyKey }, 'reconciliation of an order failed; the next pass tries again');
      }
    }
    await this.disputes().catch((error: unknown) => this.deps.log.warn({ err: error }, 'reconciliation of disputes failed; the next pass tries again'));
    await remindUnpaid(this.payments).catch((error: unknown) =>
      this.deps.log.warn({ err: error }, 'payment reminders not queued this pass; the next pass tries again'),
    );
    await this.links
      ?.reconcileQuotes()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'reconciliation of quote links failed; the next pass tries again'));
    return unique.size;
  }

  /** One page along the open list's rolling cursor, oldest first; the cursor wraps to the start once the list is walked. */
  private async rollingPage(): Promise<Listed[]> {
    const start = await this.cursors.get('open');
    const page = await this.deps.orders.paymentOpenPage('open', { limit: pageSize, ...(start && { start }) });
    await this.cursors.put('open', page.lastKey);
    return page.items;
  }

  /**
   * One page along the rolling cursor through the orders placed in the last `watchDays` (their numbers' search items),
   * oldest first, wrapping to the start: the paid ones among them are watched for refunds and disputes Razorpay can
   * still report (a payment is captured after its order is placed, so none of them is past its watch). A paid order is
   * not kept on an index of its own for it: it leaves `paymentOpen` at its payment (1 write unit, where moving it to a
   * "watch" entry cost 2) and no write ever ends its watch (2 more, half a year later). The walk reads orders paid
   * on delivery too; each is read by key and changes nothing. (A payment captured well after placement, a balance paid
   * by link, is walked until its order is `watchDays` old; its refunds and disputes still arrive by webhook.)
   */
  private async watchedPage(): Promise<Listed[]> {
    const fromDay = indiaToday(new Date(this.deps.now().getTime() - watchDays * 86_400_000));
    const cursor = await this.cursors.get('placed');
    // A cursor left before the window (its day has gone out of it) starts the walk again: DynamoDB refuses a starting
    // key outside the Query's range.
    const start = cursor && String(cursor[orderSearchKey.rangeKey]) < `pb${fromDay.slice(2).replaceAll('-', '')}` ? undefined : cursor;
    const page = await this.deps.orders.placedSincePage(fromDay, pageSize, start);
    await this.cursors.put('placed', page.lastKey);
    return page.items;
  }

  /** Folds what the gateway knows about one order, retries its failed refunds when due, asks again for unanswered ones. */
  async order(listed: Listed): Promise<OrderRecord | undefined> {
    const stored = await this.deps.orders.findByKey(listed.IdempotencyKey);
    // Paid on delivery (the walk of recent orders reads those too): nothing at the gateway to look at.
    if (!stored || !isOnline(stored)) return stored;
    const order = this.links ? await this.links.reconcile(stored) : stored;
    const gateway = this.payments.gateway(order.OrderNumber);
    const payments = (await Promise.all((order.GatewayOrders ?? []).map((gatewayOrder) => gateway.paymentsOf(gatewayOrder.Id)))).flat();
    const capturedIds = new Set([...payments, ...ledgerOf(order).payments].filter((payment) => payment.status === 'captured').map((payment) => payment.id));
    const refunds = (await Promise.all([...capturedIds].map((id) => gateway.refundsOf(id)))).flat();
    let current = await this.payments.record(order, { payments, refunds });
    current = await this.retryRefunds(current);
    const answered = new Set(refunds.map((report) => report.intentId).filter(Boolean));
    for (const intent of ledgerOf(current).refunds) {
      if (intent.id.startsWith(intentPrefix) && intent.status === 'pending' && !answered.has(intent.id))
        current = await this.payments.askGateway(current, intent);
    }
    return this.expireIfAbandoned(current);
  }

  /** The next attempt of every refund whose last attempt failed and whose delay has passed (its id: `<group>_r<n>`). */
  private async retryRefunds(order: OrderRecord): Promise<OrderRecord> {
    let current = order;
    // One retry asked per round, each derived again from the order as stored after a conflict.
    for (let round = 0; round < 8; round++) {
      const next = await retryOnConflict(
        current,
        async (stored): Promise<{ order: OrderRecord; done: boolean }> => {
          const due = refundRetriesDue(ledgerOf(stored), this.deps.now())[0];
          if (!due) return { order: stored, done: true };
          const refunded = await this.payments.requestRefund(stored, { ...due, by: due.by ?? 'Shop', intentId: `${due.group}_r${due.attempt}` });
          return { order: refunded, done: false };
        },
        { attempts: 8, reread: (stored) => this.payments.reread(stored), exhausted: (stored) => ({ order: stored, done: true }) },
      );
      current = next.order;
      if (next.done) return current;
    }
    return current;
  }

  /**
   * Sets aside an online order that has waited `paymentExpiryHours` for payment: it leaves the list the passes walk and
   * the customer gets one text saying it is waiting for payment (with the link to pay or order again).
   */
  private async expireIfAbandoned(order: OrderRecord): Promise<OrderRecord> {
    const status = this.payments.statusFor(order, ledgerOf(order));
    const since = Date.parse(order.GatewayOrders?.at(-1)?.At ?? order.CreatedAt);
    const old = this.deps.now().getTime() - since >= paymentExpiryHours * 3_600_000;
    const due = isPaymentDue({ online: isOnline(order), paymentStatus: status, orderStatus: statusOf(order) });
    if (!due || !old || order.PaymentExpiredAt) return order;
    const expired = { ...order, PaymentExpiredAt: this.deps.now().toISOString() };
    const { set, remove } = this.payments.derived(expired, ledgerOf(order));
    try {
      const written = await this.deps.orders.applyPayment(
        order,
        { set: { ...set, PaymentExpiredAt: expired.PaymentExpiredAt }, remove, notify: [{ event: 'payment-expired' }] },
        this.deps.now(),
      );
      this.deps.messagesWaiting();
      this.deps.log.info({ orderNumber: order.OrderNumber }, `unpaid for ${paymentExpiryHours} hours: set aside, customer told`);
      return written;
    } catch (error) {
      if (error instanceof OrderConflictError) return order;
      throw error;
    }
  }

  /**
   * The account's newest disputes folded into their orders (what `payment.dispute.*` webhooks bring, when they do not
   * come): each dispute's payment names its Razorpay order, and that the store's order.
   */
  private async disputes(): Promise<void> {
    const gateway = this.payments.gateway('');
    const settledLongAgo = this.deps.now().getTime() - 30 * 86_400_000;
    for (const dispute of await gateway.disputes(disputesPerPass)) {
      // A dispute decided a month ago has nothing more to tell.
      if (['won', 'lost', 'closed'].includes(dispute.status) && Date.parse(dispute.at) < settledLongAgo) continue;
      let payment;
      try {
        payment = await gateway.payment(dispute.paymentId);
      } catch (error) {
        if (error instanceof GatewayRefusedError) continue;
        throw error;
      }
      const order = await this.payments.orderOf(payment.gatewayOrderId);
      if (order && !ledgerOf(order).disputes?.some((stored) => stored.id === dispute.id && stored.status === dispute.status)) {
        await this.payments.record(order, { payments: [payment], disputes: [dispute] });
      }
    }
  }
}

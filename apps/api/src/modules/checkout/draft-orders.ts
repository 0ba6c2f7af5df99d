// Draft orders: an order the team takes by phone or WhatsApp, held as a checkout the team owns (so it is priced,
// checked against the catalog and the delivery calendar, and placed exactly like a customer's), then finalised into
// the order: cash on delivery, or online with a Razorpay Payment Link for the total texted to the customer (the order is
// placed awaiting payment and becomes paid when the link is paid).
import type {
  CheckoutCompleted,
  CheckoutDelivery,
  CheckoutView,
  DraftOrderDiscarded,
  DraftOrderFinaliseRequest,
  DraftOrderRequest,
  DraftOrderSummary,
} from '@partybox/contracts/checkout';
import type { CatalogIndex } from '../../platform/catalog/catalog-index';
import type { CheckoutRecord } from '../../platform/db/records';
import { Gone, NotFound } from '../../platform/errors/domain-errors';
import { versionOf, type OrderService } from '../orders';
import type { CheckoutService } from './checkout-service';
import { checkoutView, priceCheckout } from './checkout-view';

/** How many open drafts the console lists (a small team keeps a handful; the oldest past this wait for the next). */
const listedDrafts = 100;
const discardedMessage = 'This draft order was discarded: save a new one to take the order.';

export class DraftOrders {
  constructor(
    private readonly deps: {
      readonly checkouts: CheckoutService;
      readonly orderService: OrderService;
      readonly catalog: CatalogIndex;
      readonly now: () => Date;
    },
  ) {}

  /** The open drafts, newest first, each as it is now. */
  async list(): Promise<DraftOrderSummary[]> {
    return (await this.deps.checkouts.openDrafts(listedDrafts)).map((record) => this.summary(record));
  }

  /** One draft to continue with (404 for no draft, 410 once discarded or expired). */
  async read(id: string): Promise<CheckoutView> {
    const record = await this.deps.checkouts.draft(id);
    if (!record) throw new NotFound('that draft order');
    if (record.DiscardedAt) throw new Gone('draft_discarded', discardedMessage);
    if (record.Status === 'open' && record.ExpiresAt * 1000 <= this.deps.now().getTime()) {
      throw new Gone('draft_expired', 'This draft order expired before it was placed: save it again.');
    }
    return checkoutView(record, this.deps.catalog);
  }

  /** Discards the draft once (a second discard answers the same); its held place is given back. */
  async discard(id: string, by: string): Promise<DraftOrderDiscarded> {
    const record = await this.deps.checkouts.discard(id, by);
    return { id: record.id, discardedAt: record.DiscardedAt!, discardedBy: record.DiscardedBy! };
  }

  private summary(record: CheckoutRecord): DraftOrderSummary {
    const priced = priceCheckout(record, this.deps.catalog);
    const party = record.Customization?.Values as { name?: string; phone?: string } | undefined;
    const chosen = record.Delivery?.Values as Partial<CheckoutDelivery> | undefined;
    const slotLabel = (id: string) => this.deps.catalog.catalog.calendar.slots.find((slot) => slot.id === id)?.label ?? id;
    const holding = record.DeliveryHold && Date.parse(record.DeliveryHold.Until) > this.deps.now().getTime() ? record.DeliveryHold : undefined;
    return {
      id: record.id,
      by: record.DraftBy!,
      ...(party?.name && { name: party.name }),
      ...(party?.phone && { phone: party.phone }),
      createdAt: record.CreatedAt,
      expiresAt: new Date(record.ExpiresAt * 1000).toISOString(),
      items: priced.Lines.map((line) => ({ themeName: line.ThemeName, quantity: line.Quantity, addons: line.Addons.map((addon) => addon.Label) })),
      total: priced.Total,
      ...(chosen?.deliveryDate &&
        chosen.deliverySlot && {
          slot: {
            date: chosen.deliveryDate,
            label: slotLabel(chosen.deliverySlot),
            ...(holding?.Date === chosen.deliveryDate && holding.SlotId === chosen.deliverySlot && { heldUntil: holding.Until }),
          },
        }),
    };
  }

  /** Saves a draft order (its boxes, add-ons, party and delivery; the calendar place is held as a checkout's is). */
  async create(request: DraftOrderRequest, by: string, key: string): Promise<CheckoutView> {
    const started = await this.deps.checkouts.create({ lines: request.lines, ...(request.extras && { extras: request.extras }) }, {}, by);
    const { view } = await this.deps.checkouts.patch(started.id, { cookieId: started.id }, key, {
      version: started.version,
      customization: request.customization,
      delivery: request.delivery,
    });
    return view;
  }

  /** The draft becomes its order, once (a retry answers the same order); with `link`, its Payment Link is sent. */
  async finalise(id: string, request: DraftOrderFinaliseRequest, by: string): Promise<{ completed: CheckoutCompleted; created: boolean }> {
    const draft = await this.deps.checkouts.draft(id);
    if (!draft) throw new NotFound('that draft order');
    if (draft.DiscardedAt) throw new Gone('draft_discarded', discardedMessage);
    // A link order is paid online: UPI is what the status page offers first; the customer may pay any way on the link.
    const method = request.payment === 'cod' ? 'cod' : 'upi';
    const { answer, created } = await this.deps.checkouts.complete(id, { cookieId: id }, { total: request.total, payment: { method } });
    if (request.payment === 'link') {
      const order = await this.deps.orderService.find(answer.order.orderNumber);
      const sent = order.History?.some((entry) => entry.Change === 'payment-link');
      if (!sent) await this.deps.orderService.sendPaymentLink(order, { expectedVersion: versionOf(order) }, by);
    }
    return { completed: answer, created };
  }
}

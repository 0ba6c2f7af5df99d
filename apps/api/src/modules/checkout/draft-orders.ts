// Draft orders: an order the team takes by phone or WhatsApp, held as a checkout the team owns (so it is priced,
// checked against the catalog and the delivery calendar, and placed exactly like a customer's), then finalised into
// the order: cash on delivery, or online with a Razorpay Payment Link for the total texted to the customer (the order is
// placed awaiting payment and becomes paid when the link is paid).
import type { CheckoutCompleted, CheckoutView, DraftOrderFinaliseRequest, DraftOrderRequest } from '@partybox/contracts/checkout';
import { NotFound } from '../../platform/errors/domain-errors';
import { versionOf, type OrderService } from '../orders';
import type { CheckoutService } from './checkout-service';

export class DraftOrders {
  constructor(private readonly deps: { readonly checkouts: CheckoutService; readonly orderService: OrderService }) {}

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
    if (!(await this.deps.checkouts.draftBy(id))) throw new NotFound('that draft order');
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

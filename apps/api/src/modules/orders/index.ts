// The orders module: placing, pricing, changing and reading orders, their history, views and messages, and the
// customer's and the console's order routes.
export { orderRoutes } from './routes';
export { OrderConflictError, OrderRepository, type PaymentWrite } from './order-repository';
export { OrderService, type AfterCancel } from './order-service';
export type { OpenedPaymentLink, OpenPaymentLink, PaymentLinkRecord } from './payment-link-port';
export { releaseDeliveryPlace } from './cancellation';
export { retryOnConflict, type RetryOptions } from './order-retry';
export { placeOrder, type Placement } from './order-changes';
export { orderExtrasProblems, orderLineProblems, priceOrder, type PricedOrder } from './order-pricing';
export { accessTokenFor, sha256Hex } from './order-access';
export { placedOrderView, statusOf, versionOf } from './order-views';
export { balanceEntry, cancelledBy, historyActors, operatorActor, paymentEntry, refundEntry } from './order-history';
export { editRefundReason } from './edit-refund-reason';
export { balanceDueOf, ledgerOf, netPaidOf, paymentTotalOf } from './payment-views';
export { deliverySlotOf } from './order-views';
export { OrderOutbox } from './order-outbox';
export { OrderSearchIndex } from './order-search-index';
export { unpackOrder } from './order-packing';
export { listOrders, planOrderList } from './order-queries';
export { backfill } from './backfill';
export { paymentReminderDelayMs } from './placed-messages';
export { customThemeId, quoteOrder, quotedLineName, type QuotePlacement } from './quote-orders';

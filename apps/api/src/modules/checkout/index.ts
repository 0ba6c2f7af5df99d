// The checkout module: the server-owned checkout (its steps, its view, turning it into an order) and its routes.
export { checkoutRoutes } from './checkout-routes';
export { CheckoutService } from './checkout-service';
export { DraftOrders } from './draft-orders';
export { draftOrderRoutes } from './draft-order-routes';
export { CheckoutRepository } from './checkout-repository';

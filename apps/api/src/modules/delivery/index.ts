// The delivery module: the delivery calendar (the customer's days and slots, the reservation made when an order is
// placed and given back when it is cancelled, the operators' capacity view and day changes) and its routes.
export { deliveryRoutes } from './delivery-routes';
export { DeliveryCalendarService, DeliveryUnavailableError, type DeliveryChoice } from './delivery-calendar-service';
export { DeliveryDayRepository } from './delivery-day-repository';

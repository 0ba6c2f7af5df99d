// How an order's status and payment status read to a customer (the profile's order list and the order page): the
// order lifecycle's own labels.
export { orderStatusLabels, paymentStatusLabels } from '@partybox/contracts/operations';

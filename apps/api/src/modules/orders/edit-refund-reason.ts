// Its own file so the payments module and the order service read it without loading the edit rules (order-edits.ts,
// loaded at the first edit: a cold start of the API does not read them).
/**
 * The reason of the refund an edit that lowered the total makes: its own `order-edited` text already tells the customer
 * of it, so that refund sends no `refund-issued` text (payment-notices reads it; the bank's "processed" notice still goes).
 */
export const editRefundReason = 'Order edited: lower total';

// What the orders module needs from the payments module to send a Razorpay Payment Link (orders may not import
// payments: server.ts wires the payments module's PaymentLinks.open in here).
import type { OrderRecord } from '../../platform/db/records';

/** One Payment Link as the order keeps it. */
export type PaymentLinkRecord = NonNullable<OrderRecord['PaymentLinks']>[number];

/** The link to send for what an order still owes, with the order's whole list of links as it is to be written. */
export interface OpenedPaymentLink {
  readonly link: PaymentLinkRecord;
  readonly links: readonly PaymentLinkRecord[];
  /** What the link asks for, in rupees (the order's amount still due). */
  readonly amountRupees: number;
}

/** Makes (or finds the still-open) Payment Link for what `order` owes now; Unavailable when the gateway is down. */
export type OpenPaymentLink = (order: OrderRecord) => Promise<OpenedPaymentLink>;

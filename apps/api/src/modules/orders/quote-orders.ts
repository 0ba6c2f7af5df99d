// The order a paid /custom quote becomes: like a phone order taken from a draft, placed by the team (its history names
// who set the price) and paid online, but priced by the team, not the catalog: one line "Custom party box: <what the
// quote includes>" at the quoted price. The request is its party details (customer, phone, e-mail, date, occasion).
// A request carries no delivery address or slot, so the order is placed "to be scheduled" (no slot booked, no address):
// the team agrees them with the customer and sets them through the order edit, as for any order.
// Its key is the request's id, so a retried or duplicated payment_link.paid finds the order the first one placed.
import { indiaToday } from '@partybox/contracts';
import type { CustomizationRecord, OrderRecord } from '../../platform/db/records';
import { requestHash } from '../../platform/db/request-hash';
import { placeOrder } from './order-changes';
import type { PaymentLinkRecord } from './payment-link-port';

/** The theme id of a quoted line: no catalog theme (its contents are what the quote says). */
export const customThemeId = 'custom';

/** The line name of a quoted box. */
export const quotedLineName = (description: string) => `Custom party box: ${description}`;

export interface QuotePlacement {
  readonly request: Pick<CustomizationRecord, 'id' | 'EventDate' | 'email' | 'Name' | 'Phone' | 'DecorName' | 'Occasion'>;
  readonly amountRupees: number;
  readonly description: string;
  /** The operator who sent the quote: the history's "placed by". */
  readonly quotedBy: string;
  readonly orderNumber: string;
  readonly placedAt: Date;
  /** The Razorpay order the paid link made (the payment is folded against it) and the link itself. */
  readonly gatewayOrderId: string;
  readonly link: PaymentLinkRecord;
  /** A random secret standing for the checkout an order normally comes from (its access token is derived from it). */
  readonly secret: string;
  readonly newId: () => string;
}

/** The order record of a paid quote, awaiting the payment that is folded into it next (see PaymentLinks.paid). */
export function quoteOrder(q: QuotePlacement): OrderRecord {
  const { request, amountRupees } = q;
  const placed = placeOrder({
    id: request.id,
    orderNumber: q.orderNumber,
    placedAt: q.placedAt,
    placedOn: indiaToday(q.placedAt),
    checkoutId: q.secret,
    placedBy: q.quotedBy,
    priced: {
      Lines: [
        {
          ThemeId: customThemeId,
          ThemeName: quotedLineName(q.description),
          Addons: [],
          Quantity: 1,
          BasePrice: amountRupees,
          AddonsPrice: 0,
          UnitPrice: amountRupees,
          LineTotal: amountRupees,
        },
      ],
      Extras: [],
      Subtotal: amountRupees,
      Shipping: 0,
      Total: amountRupees,
    },
    customization: { id: request.id, record: request },
    // No delivery record: the address is set by the team's edit. The recipient is the customer until then.
    delivery: {
      id: q.newId(),
      record: {
        Name: request.Name,
        PhoneNumber: request.Phone,
        Details: { Email: request.email, AddressLine1: '', AddressLine2: '', City: '', State: '', Pincode: '', Country: 'India' },
      },
    },
    payment: { method: 'upi' },
    newId: q.newId,
  });
  return {
    ...placed,
    GatewayOrders: [{ Id: q.gatewayOrderId, AmountPaise: q.link.AmountPaise, At: q.placedAt.toISOString() }],
    PaymentLinks: [q.link],
    // The customer hears once, when the payment is folded in ("payment received", with the order's page): no "placed,
    // payment pending" text nor reminder for an order paid as it is placed. The team's new-order alert stays.
    Outbox: (placed.Outbox ?? []).filter((message) => message.Channel === 'team'),
    // The same for every delivery of the webhook (the order number and secret of a replay differ; the stored order wins).
    RequestHash: requestHash({ quote: request.id }),
  };
}

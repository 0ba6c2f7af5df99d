// What the console's list, search and messages need, copied onto the order when it is placed (or, for an order stored
// before the console, at its first change): the party's date, the delivery's name, phone and e-mail (or the party details' e-mail), the sort key,
// who ordered, the occasion and the search terms.
import { isPhone, normalisePhone } from '@partybox/contracts';
import type { CustomizationRecord, DeliveryRecord, OrderRecord } from '../../platform/db/records';
import { listedOrder } from '../../platform/db/tables';
import { searchTermsOf } from './order-search';

export type ListingAttributes = Required<
  Pick<OrderRecord, 'Listed' | 'EventDate' | 'EventSort' | 'CustomerName' | 'ContactEmail' | 'OrderedBy' | 'Occasion' | 'SearchTerms'>
> &
  Pick<OrderRecord, 'ContactPhone' | 'OrderedByPhone'>;

const dateShape = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The listing attributes of an order. The event date is the customization's; an order placed without one (the API
 * allows it, the storefront always saves one) is listed on its placement day in India, `placedOn`. The console's lists
 * and slips go by the day the box goes out: the booked delivery day (`deliveryDay`, which may be before the party), or
 * the event date for an order placed before the delivery calendar.
 */
export function listingAttributes(
  orderNumber: string,
  placedOn: string,
  customization: Pick<CustomizationRecord, 'EventDate' | 'email' | 'Name' | 'Phone' | 'DecorName' | 'Occasion'> | undefined,
  delivery: Pick<DeliveryRecord, 'Name' | 'PhoneNumber' | 'Details'> | undefined,
  deliveryDay?: string,
): ListingAttributes {
  const eventDate = customization && dateShape.test(customization.EventDate) ? customization.EventDate : placedOn;
  const phone = normalisePhone(delivery?.PhoneNumber ?? '');
  const ordererPhone = normalisePhone(customization?.Phone ?? '');
  return {
    Listed: listedOrder,
    EventDate: eventDate,
    EventSort: `${deliveryDay ?? eventDate}#${orderNumber}`,
    CustomerName: delivery?.Name ?? '',
    // Who ordered (the party's details), else the recipient: older orders may have no party details.
    OrderedBy: customization?.Name.trim() || delivery?.Name || '',
    // Their phone, so the Customer column opens the page of the person it names (the recipient's is ContactPhone).
    ...(customization?.Name.trim() && isPhone(ordererPhone) && { OrderedByPhone: ordererPhone }),
    Occasion: customization?.Occasion ?? '',
    SearchTerms: searchTermsOf({
      orderNumber,
      names: [customization?.Name, delivery?.Name, customization?.DecorName],
      phones: [customization?.Phone, delivery?.PhoneNumber],
    }),
    ...(isPhone(phone) && { ContactPhone: phone }),
    // The delivery form's e-mail, else the one given with the party's details: the customer hears by both channels.
    ContactEmail: delivery?.Details.Email || customization?.email || '',
  };
}

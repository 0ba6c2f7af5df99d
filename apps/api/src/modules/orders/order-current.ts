// What an order carries now, edits included: its personalisation and delivery address (the customization and
// delivery records keep what was given at checkout), and whether it may still be edited. Read by the order's views and
// by the edit rules (order-edits.ts).
import { orderStatusLabels, type OrderStatus } from '@partybox/order-lifecycle';
import type { CustomizationRecord, DeliveryRecord, OrderRecord } from '../../platform/db/records';

/** The statuses an operator may still edit an order in: not yet delivered or cancelled. */
const operatorEditable: readonly OrderStatus[] = ['placed', 'confirmed', 'packed', 'out-for-delivery'];
/** The statuses the customer may still change the personalisation in: until the order is packed. */
const customerEditable: readonly OrderStatus[] = ['placed', 'confirmed'];

/** Why the order can no longer be edited (by the team, or by the customer), or undefined when it can. */
export function editRefusal(status: OrderStatus, by: 'operator' | 'customer'): string | undefined {
  if ((by === 'operator' ? operatorEditable : customerEditable).includes(status)) return undefined;
  const label = orderStatusLabels[status].toLowerCase();
  return by === 'operator'
    ? `This order is ${label}: it can no longer be edited.`
    : `Your order is ${label}: the personalisation can no longer be changed. Call us if something is wrong.`;
}

/** The personalisation as the order carries it now: its own since its first edit, else the customization's. */
export function personalisationOf(order: OrderRecord, customization: CustomizationRecord | undefined): NonNullable<OrderRecord['Personalisation']> {
  if (order.Personalisation) return order.Personalisation;
  return { DecorName: customization?.DecorName ?? '', CakeDetails: customization?.CakeDetails ?? '', Instruction: customization?.Instruction ?? '' };
}

/** The delivery address as the order carries it now: its own since its first edit, else the delivery record's. */
export function deliveryAddressOf(order: OrderRecord, delivery: DeliveryRecord | undefined): NonNullable<OrderRecord['DeliveryAddress']> | undefined {
  if (order.DeliveryAddress) return order.DeliveryAddress;
  if (!delivery) return undefined;
  const d = delivery.Details;
  return { AddressLine1: d.AddressLine1, AddressLine2: d.AddressLine2, City: d.City, State: d.State, Pincode: d.Pincode };
}

/** An address on one line, as the order page and the slip print it. */
export function addressLine(address: NonNullable<OrderRecord['DeliveryAddress']> | undefined, country = 'India'): string {
  if (!address) return '';
  return [address.AddressLine1, address.AddressLine2, address.City, `${address.State} ${address.Pincode}`, country].filter((part) => part.trim()).join(', ');
}

/** Who receives the box as the order carries it now: its own copy (an edit's since one changed it), else the delivery record's. */
export function recipientOf(order: OrderRecord, delivery: DeliveryRecord | undefined): { readonly name: string; readonly phone: string } {
  return { name: order.CustomerName || delivery?.Name || '', phone: order.ContactPhone || delivery?.PhoneNumber || '' };
}

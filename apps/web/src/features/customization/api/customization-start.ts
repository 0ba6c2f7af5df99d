// Where the /customize form starts: the party details saved in the checkout, else the signed-in customer's name and
// phone (the checkout's prefill), else who this device knows the customer to be, else empty.
import type { Checkout } from '../../../lib/checkout-api';
import type { Customer } from '../../../stores/profile-store';
import { customizationValuesOf, type CustomizationValues } from './customization-request';

export function customizationStart(checkout: Checkout | undefined, customer: Customer | null): CustomizationValues {
  if (checkout?.customization) return customizationValuesOf(checkout.customization);
  const known = checkout?.prefill ?? customer;
  return customizationValuesOf({}, known ? { name: known.name, phone: known.phone, email: known.email ?? '' } : {});
}

// The delivery form's values and the request they become, checked with the same schema and rules as the API's
// checkout delivery step (the delivery area's PIN codes, a delivery date and slot).
import { normalisePhone, type DeliveryRequest, type FieldError } from '@partybox/contracts';
import { validateCheckoutPatch } from '@partybox/contracts/checkout';
import deliveryArea from 'virtual:catalog/delivery-area';
import { optionalText, problemsOf, withoutEmpty } from '../../../components/forms/request-values';
import { ruleContext } from '../../../lib/rule-context';

/** The delivery form as typed (the country is always India, so it is not a value). */
export type DeliveryValues = {
  fullName: string;
  phone: string;
  email: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pincode: string;
  /** The chosen delivery day (YYYY-MM-DD) and slot id, from the delivery calendar. */
  deliveryDate: string;
  deliverySlot: string;
};

/** The only country we deliver to. */
export const deliveryCountry = 'India';

export const emptyDelivery: DeliveryValues = {
  fullName: '',
  phone: '',
  email: '',
  addressLine1: '',
  addressLine2: '',
  city: deliveryArea.city,
  state: 'Maharashtra',
  pincode: '',
  deliveryDate: '',
  deliverySlot: '',
};

/** Starts the form from saved values (and what else is known), keeping only the fields the form knows. */
export function deliveryValuesOf(saved: Readonly<Record<string, unknown>>, start: Partial<DeliveryValues> = {}): DeliveryValues {
  const values: DeliveryValues = { ...emptyDelivery, ...start };
  for (const key of Object.keys(emptyDelivery) as (keyof DeliveryValues)[]) {
    const value = saved[key];
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/** The request for the typed values: required text trimmed, empty optional lines left out. */
export function toDeliveryRequest(values: DeliveryValues): DeliveryRequest {
  return withoutEmpty({
    fullName: values.fullName.trim(),
    phone: normalisePhone(values.phone),
    email: optionalText(values.email),
    addressLine1: values.addressLine1.trim(),
    addressLine2: optionalText(values.addressLine2),
    city: values.city.trim(),
    state: values.state.trim(),
    pincode: values.pincode.replace(/\s/g, ''),
    country: deliveryCountry,
    deliveryDate: optionalText(values.deliveryDate),
    deliverySlot: optionalText(values.deliverySlot),
  }) as DeliveryRequest;
}

const stepPrefix = 'delivery.';

/** What is wrong with the typed values, by the API's own validation of the checkout's delivery step. */
export function deliveryProblems(values: DeliveryValues): FieldError[] {
  return problemsOf(validateCheckoutPatch({ version: 0, delivery: toDeliveryRequest(values) }, ruleContext()))
    .filter((problem) => problem.field.startsWith(stepPrefix))
    .map((problem) => ({ ...problem, field: problem.field.slice(stepPrefix.length) }));
}

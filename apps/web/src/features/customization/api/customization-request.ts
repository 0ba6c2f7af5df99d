// The customization forms' values (/customize and /custom) and the request they become, checked with the same
// validateCustomization the API applies.
import {
  customOccasions,
  normalisePhone,
  occasionRequiredMessage,
  validateCustomization,
  type CustomizationRequest,
  type FieldError,
} from '@partybox/contracts';
import { optionalNumber, optionalText, problemsOf, withoutEmpty } from '../../../components/forms/request-values';
import { ruleContext } from '../../../lib/rule-context';

/** Both customization forms as typed. `occasion` and `themeName` have inputs on /custom only. */
export type CustomizationValues = {
  occasion: string;
  themeName: string;
  name: string;
  phone: string;
  email: string;
  age: string;
  eventDate: string;
  eventTime: string;
  venue: string;
  venueType: string;
  guestCount: string;
  favoriteColor: string;
  returnGiftQty: string;
  entertainment: string;
  notes: string;
  decorName: string;
  cakeDetails: string;
};

export const emptyCustomization: CustomizationValues = {
  occasion: '',
  themeName: '',
  name: '',
  phone: '',
  email: '',
  age: '',
  eventDate: '',
  eventTime: '',
  venue: '',
  venueType: '',
  guestCount: '',
  favoriteColor: '',
  returnGiftQty: '',
  entertainment: '',
  notes: '',
  decorName: '',
  cakeDetails: '',
};

/** Starts a form from saved values (numbers become text), keeping only the fields the form knows; `start` fills the rest. */
export function customizationValuesOf(saved: Readonly<Record<string, unknown>>, start: Partial<CustomizationValues> = {}): CustomizationValues {
  const values: CustomizationValues = { ...emptyCustomization, ...start };
  for (const key of Object.keys(emptyCustomization) as (keyof CustomizationValues)[]) {
    const value = saved[key];
    if (typeof value === 'string' || typeof value === 'number') values[key] = String(value);
  }
  return values;
}

/**
 * What the customization is for, when the page already knows: the catalog boxes of the party (every box in the cart,
 * since an order is one party), or an occasion from a listing.
 */
export interface CustomizationContext {
  readonly themeIds?: readonly string[];
  readonly occasion?: string;
}

/** The context of a party: every box of the checkout (one per theme), else a listing's occasion. */
export function partyContext(lines: readonly { readonly themeId: string }[], occasion: string | undefined): CustomizationContext {
  const themeIds = [...new Set(lines.map((line) => line.themeId))];
  return themeIds.length > 0 ? { themeIds } : { occasion };
}

/** The request for the typed values. Catalog themes name their own occasion, so then only their ids are sent. */
export function toCustomizationRequest(values: CustomizationValues, { themeIds, occasion }: CustomizationContext = {}): CustomizationRequest {
  const themed = themeIds !== undefined && themeIds.length > 0;
  return withoutEmpty({
    themeIds: themed ? [...themeIds] : undefined,
    occasion: themed ? undefined : (occasion ?? optionalText(values.occasion)),
    themeName: themed ? undefined : optionalText(values.themeName),
    name: values.name.trim(),
    phone: normalisePhone(values.phone),
    email: values.email.trim(),
    age: optionalNumber(values.age),
    eventDate: values.eventDate.trim(),
    eventTime: optionalText(values.eventTime),
    venue: optionalText(values.venue),
    venueType: optionalText(values.venueType),
    guestCount: optionalNumber(values.guestCount),
    favoriteColor: optionalText(values.favoriteColor),
    returnGiftQty: optionalNumber(values.returnGiftQty),
    entertainment: optionalText(values.entertainment),
    notes: optionalText(values.notes),
    decorName: optionalText(values.decorName),
    cakeDetails: optionalText(values.cakeDetails),
  }) as CustomizationRequest;
}

/** What is wrong with the typed values, by the API's rules (including the event date's lead time). */
export function customizationProblems(values: CustomizationValues, context: CustomizationContext = {}): FieldError[] {
  return problemsOf(validateCustomization(toCustomizationRequest(values, context), ruleContext()));
}

/** /custom asks for the occasion, which a request without a theme needs to be useful. */
export function customRequestProblems(values: CustomizationValues): FieldError[] {
  const occasionMissing = (customOccasions as readonly string[]).includes(values.occasion) ? [] : [{ field: 'occasion', message: occasionRequiredMessage }];
  return [...occasionMissing, ...customizationProblems(values)];
}

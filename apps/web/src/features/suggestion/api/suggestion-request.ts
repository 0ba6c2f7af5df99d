// The theme suggestion form's values and the request they become, checked with the same validateSuggestion the
// API applies. Tick boxes are kept as "true" or "" like every other form value.
import { normalisePhone, validateSuggestion, type FieldError, type SuggestionRequest } from '@partybox/contracts';
import { optionalNumber, optionalText, problemsOf, withoutEmpty } from '../../../components/forms/request-values';
import { ruleContext } from '../../../lib/rule-context';

/** Props a suggested theme may need, with their labels. */
export const propOptions = [
  { key: 'balloons', label: 'Balloons' },
  { key: 'banners', label: 'Banners' },
  { key: 'centerpieces', label: 'Centerpieces' },
  { key: 'photobooth', label: 'Photo booth' },
  { key: 'backdrop', label: 'Backdrop' },
] as const;

/** Add-ons a suggested theme may include, with their labels. */
export const addOnOptions = [
  { key: 'cakeTopper', label: 'Cake topper' },
  { key: 'welcomeBoard', label: 'Welcome board' },
  { key: 'returnGifts', label: 'Return gifts' },
] as const;

type PropKey = (typeof propOptions)[number]['key'];
type AddOnKey = (typeof addOnOptions)[number]['key'];

/** The suggestion form as typed. */
export type SuggestionValues = {
  themeName: string;
  themeDescription: string;
  occasionType: string;
  colorScheme: string;
  eventDate: string;
  guestName: string;
  phone: string;
  email: string;
  guestCount: string;
  foodPreferences: string;
  notes: string;
} & Record<`propsNeeded.${PropKey}` | `addOns.${AddOnKey}`, string>;

export const emptySuggestion: SuggestionValues = {
  themeName: '',
  themeDescription: '',
  occasionType: 'Birthday',
  colorScheme: '',
  eventDate: '',
  guestName: '',
  phone: '',
  email: '',
  guestCount: '',
  foodPreferences: '',
  notes: '',
  'propsNeeded.balloons': '',
  'propsNeeded.banners': '',
  'propsNeeded.centerpieces': '',
  'propsNeeded.photobooth': '',
  'propsNeeded.backdrop': '',
  'addOns.cakeTopper': '',
  'addOns.welcomeBoard': '',
  'addOns.returnGifts': '',
};

const ticked = (value: string) => value === 'true';

/** The request for the typed values: text trimmed, empty optional fields left out, every tick box as true or false. */
export function toSuggestionRequest(values: SuggestionValues): SuggestionRequest {
  return withoutEmpty({
    themeName: values.themeName.trim(),
    themeDescription: optionalText(values.themeDescription),
    occasionType: optionalText(values.occasionType),
    colorScheme: optionalText(values.colorScheme),
    eventDate: optionalText(values.eventDate),
    guestName: values.guestName.trim(),
    phone: optionalText(values.phone) && normalisePhone(values.phone),
    email: optionalText(values.email),
    guestCount: optionalNumber(values.guestCount),
    foodPreferences: optionalText(values.foodPreferences),
    notes: optionalText(values.notes),
    propsNeeded: Object.fromEntries(propOptions.map(({ key }) => [key, ticked(values[`propsNeeded.${key}`])])),
    addOns: Object.fromEntries(addOnOptions.map(({ key }) => [key, ticked(values[`addOns.${key}`])])),
  }) as SuggestionRequest;
}

/** What is wrong with the typed values, by the API's rules. */
export function suggestionProblems(values: SuggestionValues): FieldError[] {
  return problemsOf(validateSuggestion(toSuggestionRequest(values), ruleContext()));
}

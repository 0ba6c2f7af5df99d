// The occasions a customer can name for a party: the catalog's listings plus the custom request form's choices.

/** Occasions offered on the /custom request form (spec section 2.10). */
export const customOccasions = ['Birthday', 'Wedding', 'Baby Shower', 'Corporate Event', 'Festival', 'Other'] as const;

/** What a customer reads when a request needs an occasion and has none, or one we do not know. */
export const occasionRequiredMessage = 'Choose the occasion';

/** Every occasion a customer may choose: the listings' names (catalog order), then the custom form's own, once each. */
export function occasionChoices(listingNames: readonly string[]): string[] {
  const byName = new Map<string, string>();
  for (const name of [...listingNames, ...customOccasions]) {
    if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), name);
  }
  return [...byName.values()];
}

/** The canonical spelling of `name` among `choices` (case and spaces ignored), or undefined when it is none of them. */
export function occasionNamed(name: string | null | undefined, choices: readonly string[]): string | undefined {
  const wanted = name?.trim().toLowerCase();
  return wanted ? choices.find((choice) => choice.toLowerCase() === wanted) : undefined;
}

// The character limits of a form's fields, read from its request schema in @partybox/contracts: the one place the
// limits are written (the API refuses longer text with the same schema), so a form never states a number of its own.

interface RequestSchema {
  readonly properties: Readonly<Record<string, object>>;
}

/** The `maxLength` of each property of `schema`, by field name (undefined for fields without one). */
export function textLimits<S extends RequestSchema>(schema: S): { readonly [K in keyof S['properties']]?: number } {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([name, property]) => [name, 'maxLength' in property ? Number(property.maxLength) : undefined]),
  ) as { readonly [K in keyof S['properties']]?: number };
}

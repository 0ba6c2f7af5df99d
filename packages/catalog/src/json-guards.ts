// Defensive readers for parsed JSON, so cross-file rules still run on files that failed their schema.

/** A plain JSON object. */
export type JsonObject = Record<string, unknown>;

/** True for a plain JSON object. */
export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The value as an array, or an empty one. */
export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The value as a string, or undefined. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The named field of an object, or undefined. */
export function field(value: unknown, name: string): unknown {
  return isObject(value) ? value[name] : undefined;
}

/** Reads the value at a JSON path (property names and array indexes), or undefined. */
export function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let current: unknown = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

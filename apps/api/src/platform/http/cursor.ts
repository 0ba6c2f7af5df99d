// Opaque page cursors: DynamoDB's LastEvaluatedKey as base64url JSON. A cursor that does not decode to a key of string
// attributes named by the index is refused (400 naming `cursor`), so a forged one cannot reach the database oddly.
import { ValidationFailed } from '../errors/domain-errors';

export type PageKey = Record<string, unknown>;

export function encodeCursor(key: PageKey | undefined): string | undefined {
  return key && Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The key a cursor stands for; only the attribute names in `allowed`, each a string. */
export function decodeCursor(cursor: string | undefined, allowed: readonly string[]): PageKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const refuse = () => new ValidationFailed([{ field: 'cursor', message: 'This page link is no longer valid: start again from the first page' }]);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw refuse();
  const entries = Object.entries(key);
  if (entries.length === 0 || entries.some(([name, value]) => !allowed.includes(name) || typeof value !== 'string' || value.length > 300)) throw refuse();
  return key as PageKey;
}

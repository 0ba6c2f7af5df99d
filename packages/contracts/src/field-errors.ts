// Turns ajv errors into one customer-facing message per field, using each field's `errorMessage`.
import type { ErrorObject } from 'ajv';
import type { FromSchema } from 'json-schema-to-ts';
import type { fieldErrorSchema } from './schemas/responses';

/** One problem with one field: its path (like "lines[0].quantity") and what the customer should do (schemas/responses.ts). */
export type FieldError = FromSchema<typeof fieldErrorSchema>;

/**
 * A short, safe quotation of something a client sent, for a message: at most `max` characters, with control characters,
 * quotes, angle brackets and backslashes escaped, so an answer never echoes more than a few words of the input.
 */
export function excerpt(value: unknown, max = 40): string {
  const text = typeof value === 'string' ? value : String(value);
  const short = text.length > max ? `${text.slice(0, max)}…` : text;
  // Escapes control characters (below U+0020, U+007F to U+009F) and characters that mean something in HTML or JSON.
  return [...short]
    .map((c) => (c < ' ' || (c >= '\u007f' && c <= '\u009f') || `"'<>\\\``.includes(c) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c))
    .join('');
}

interface SchemaNode {
  title?: string;
  errorMessage?: string;
  /** Messages for particular failed keywords (like maxItems), where one message cannot fit every failure. */
  keywordMessages?: Record<string, string>;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

function segmentsOf(instancePath: string): string[] {
  return instancePath === ''
    ? []
    : instancePath
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Renders path segments as "lines[0].quantity". */
export function fieldPath(segments: readonly string[]): string {
  return segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

/**
 * The message for a field: its message for the failed keyword, else its own errorMessage, else the closest enclosing
 * one, else a generic sentence.
 */
function messageFor(schema: SchemaNode, segments: readonly string[], keyword?: string): string {
  let node: SchemaNode | undefined = schema;
  let message: string | undefined;
  for (const segment of segments) {
    node = /^\d+$/.test(segment) ? node?.items : node?.properties?.[segment];
    if (!node) break;
    message = node.errorMessage ?? message;
  }
  const forKeyword = keyword ? node?.keywordMessages?.[keyword] : undefined;
  return forKeyword ?? node?.errorMessage ?? message ?? `${node?.title ?? fieldPath(segments)} is not valid`;
}

/** Maps ajv errors to at most one FieldError per field, in the order they were found. */
export function toFieldErrors(schema: object, errors: readonly ErrorObject[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    const segments = segmentsOf(error.instancePath);
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    let result: FieldError;
    if (error.keyword === 'required' && params.missingProperty) {
      const path = [...segments, params.missingProperty];
      result = { field: fieldPath(path), message: messageFor(schema as SchemaNode, path) };
    } else if (error.keyword === 'additionalProperties' && params.additionalProperty) {
      const field = fieldPath([...segments, excerpt(params.additionalProperty)]);
      result = { field, message: `"${field}" is not a field of this form` };
    } else {
      result = { field: fieldPath(segments), message: messageFor(schema as SchemaNode, segments, error.keyword) };
    }
    if (!byField.has(result.field)) byField.set(result.field, result);
  }
  return [...byField.values()];
}

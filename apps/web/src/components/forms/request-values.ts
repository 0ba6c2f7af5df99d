// Turning a form's text values into a request: trimmed text, empty optional fields left out, numbers as numbers.
import type { FieldError, Validation } from '@partybox/contracts';
import type { ApiError } from '../../lib/api-client';

/** The trimmed text, or undefined when nothing but spaces was typed (so the field is left out). */
export function optionalText(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  return text === '' ? undefined : text;
}

/**
 * A number field: undefined when empty, the number when it reads as one, else the text as typed, so that
 * validation reports it with the field's own message.
 */
export function optionalNumber(value: string | undefined): number | string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

/** Copies `source` without its undefined entries, so left-out fields are absent from the JSON. */
export function withoutEmpty<T extends Record<string, unknown>>(source: T): T {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as T;
}

/** The problems of a validation result (none when it passed). */
export function problemsOf(result: Validation<unknown>): FieldError[] {
  return result.ok ? [] : result.errors;
}

/**
 * What to tell the customer after a failed save: what failed, the API's own explanation, and the API's
 * messages about fields the form does not show (those it shows appear beside their field).
 */
export function saveFailureMessage(what: string, error: ApiError | null, fieldsOnForm: readonly string[] = []): string {
  const elsewhere = (error?.fields ?? []).filter((problem) => !fieldsOnForm.includes(problem.field)).map((problem) => problem.message);
  return [what, error?.message, ...elsewhere].filter(Boolean).join(' ');
}

// The texts the shop sends customers about their orders, and the operators about new work (catalog/messages.json),
// validated against their schema when loaded, and filled in with an order's (or a custom request's) details when sent.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countDiagnostics, formatReport, type Diagnostic } from './diagnostics';
import { catalogRoot, repoRoot } from './paths';
import { createSchemaValidator } from './schema-validation';
import { parseSource } from './source-file';

/** The events a customer hears about, each with its SMS and e-mail. */
export const messageEvents = [
  'placed',
  // An online order paid while its first texts waited for the payment: one text says both.
  'placed-paid',
  'placed-unpaid',
  'placed-cod',
  'payment-reminder',
  // Sent by an operator ("Send payment link") for an unpaid online order.
  'payment-link',
  // Sent once for each edit of a placed order (the team's, or the customer's change of the personalisation).
  'order-edited',
  // Sent by the team with its price for a /custom request (a Payment Link).
  'custom-quote',
  'confirmed',
  'packed',
  'out-for-delivery',
  'delivered',
  'cancelled',
  'paid',
  // A payment link for the balance an edit added was paid ({amount}: that payment).
  'balance-paid',
  'refund-issued',
  'refund-processed',
  'link-renewed',
  'payment-expired',
  // Told to the operators (OPERATOR_ALERTS), not the customer.
  'team-new-order',
  'team-new-orders-digest',
  'team-cancelled',
  'team-payment-attention',
  'team-custom-request',
] as const;
export type MessageEvent = (typeof messageEvents)[number];

/** One event's texts, placeholders included. */
export interface MessageTexts {
  readonly sms: string;
  readonly emailSubject: string;
  readonly emailBody: string;
}

export type MessageCatalog = Readonly<Record<MessageEvent, MessageTexts>>;

/** What a message's placeholders are filled in with. */
export interface MessageValues {
  /** The order's number and total (absent for a custom request, which has no order). */
  readonly orderNumber?: string;
  readonly name: string;
  readonly link: string;
  readonly total?: string;
  readonly eventDate: string;
  /** When the box arrives, as one short line ("Delivery Sat 5 Dec, 12-3 pm"; "Delivery time to be agreed" for older orders). */
  readonly delivery?: string;
  readonly reason?: string;
  /** A refund's amount, formatted like the total. */
  readonly amount?: string;
  /** The customer's phone (the operators' texts). */
  readonly phone?: string;
  /** A custom request's occasion (the operators' text about it). */
  readonly occasion?: string;
  /** The order's payment state in the operators' texts ("paid", "unpaid", "payment failed" …). */
  readonly payment?: string;
  /** How many new orders a digest text covers. */
  readonly count?: string;
}

/** Thrown when catalog/messages.json has errors; the message is the full report. */
export class MessagesError extends Error {
  override readonly name = 'MessagesError';
}

/** Reads and validates `messages.json` in `dir` (default: the repository's catalog/); throws MessagesError listing every problem. */
export function loadMessages(dir: string = catalogRoot): MessageCatalog {
  const path = join(dir, 'messages.json');
  const display = path.startsWith(repoRoot) ? path.slice(repoRoot.length) : path;
  if (!existsSync(path)) throw new MessagesError(`${display} does not exist: it holds the texts sent to customers (see catalog/schema/messages.schema.json)`);
  const schemaDir = existsSync(join(dir, 'schema', 'messages.schema.json')) ? join(dir, 'schema') : join(catalogRoot, 'schema');
  const schemas = {
    'messages.schema.json': JSON.parse(readFileSync(join(schemaDir, 'messages.schema.json'), 'utf8')) as object,
    'common.schema.json': JSON.parse(readFileSync(join(schemaDir, 'common.schema.json'), 'utf8')) as object,
  };
  const file = parseSource(display, readFileSync(path, 'utf8'));
  const diagnostics: Diagnostic[] = [...file.syntaxDiagnostics];
  if (file.value !== undefined) diagnostics.push(...createSchemaValidator(schemas)('messages', file));
  if (countDiagnostics(diagnostics).errors > 0) throw new MessagesError(`the customer messages have errors:\n${formatReport(diagnostics, 1)}`);
  return file.value as MessageCatalog;
}

/** Fills the placeholders of `template` (a placeholder without a value becomes empty). */
export function fillMessage(template: string, values: MessageValues): string {
  return template.replace(
    /\{(orderNumber|name|link|total|eventDate|delivery|reason|amount|phone|occasion|payment|count)\}/g,
    (_, key: keyof MessageValues) => values[key] ?? '',
  );
}

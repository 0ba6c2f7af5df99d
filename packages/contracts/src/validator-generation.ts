// Compiles the request schemas into standalone validator code with ajv, so browsers run them without eval
// (the site's Content-Security-Policy forbids it) and the API runs the very same functions.
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fileURLToPath } from 'node:url';
import { accountRequestSchemas } from './schemas/accounts';
import { calendarRequestSchemas } from './schemas/calendar';
import { checkoutRequestSchemas } from './schemas/checkout';
import { operationsRequestSchemas } from './schemas/operations';
import { paymentsRequestSchemas } from './schemas/payments';
import { requestSchemas } from './schemas/requests';

/** Where the generated validators live. */
export const generatedValidatorsPath = fileURLToPath(new URL('./generated/validators.js', import.meta.url));
/** The account forms' validators, in a module of their own so only pages with those forms load them. */
export const generatedAccountValidatorsPath = fileURLToPath(new URL('./generated/account-validators.js', import.meta.url));
/** The operations requests' validators (the console and the status page), in a module of their own too. */
export const generatedOperationsValidatorsPath = fileURLToPath(new URL('./generated/operations-validators.js', import.meta.url));

/** The server checkout's requests' validators (the checkout pages), in a module of their own too. */
export const generatedCheckoutValidatorsPath = fileURLToPath(new URL('./generated/checkout-validators.js', import.meta.url));

/** The payment requests' validators (the payment step, the status page and the console). */
export const generatedPaymentsValidatorsPath = fileURLToPath(new URL('./generated/payments-validators.js', import.meta.url));

/** The console calendar's change of a day, in a module of its own (only the console's calendar loads it). */
export const generatedCalendarValidatorsPath = fileURLToPath(new URL('./generated/calendar-validators.js', import.meta.url));

/** Each generated module and the schemas compiled into it. */
export const generatedModules = [
  { path: generatedValidatorsPath, schemas: requestSchemas },
  { path: generatedAccountValidatorsPath, schemas: accountRequestSchemas },
  { path: generatedOperationsValidatorsPath, schemas: operationsRequestSchemas },
  { path: generatedCheckoutValidatorsPath, schemas: checkoutRequestSchemas },
  { path: generatedPaymentsValidatorsPath, schemas: paymentsRequestSchemas },
  { path: generatedCalendarValidatorsPath, schemas: calendarRequestSchemas },
] as const;

/** The ajv options shared by code generation and tests. */
export function createAjv(): Ajv {
  return new Ajv({
    allErrors: true,
    strict: true,
    // Count string length with .length so the generated code needs no runtime helper module.
    unicode: false,
    // No English sentence per error: toFieldErrors words every message from the schema's errorMessage, keywordMessages
    // or title, so ajv's own ("must NOT have more than 20 items") were never shown, yet cost 0.02 MB of every bundle.
    messages: false,
    code: { source: true, esm: true, lines: true },
    keywords: [
      { keyword: 'errorMessage', schemaType: 'string' },
      { keyword: 'keywordMessages', schemaType: 'object' },
    ],
  });
}

/** Produces the text of src/generated/validators.js. */
export function renderValidators(schemas: Record<string, { $id: string }> = requestSchemas): string {
  const ajv = createAjv();
  const exportsByName: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    ajv.addSchema(schema);
    exportsByName[name] = schema.$id;
  }
  const code = compact(standaloneCode(ajv, exportsByName));
  if (/\brequire\(/.test(code)) throw new Error('generated validators must not require runtime modules');
  return `// Generated from src/schemas by \`pnpm --filter @partybox/contracts generate\`; do not edit. A test fails when it drifts.\n// @ts-nocheck\n${code}`;
}

/** ajv's six lines that add an error to the list, once per check (errN is the error just made). */
const errorPush = /^if\(vErrors === null\)\{\nvErrors = \[(err\d+)\];\n\}\nelse \{\nvErrors\.push\(\1\);\n\}$/gm;

/**
 * The same validators in less code (they are in every page with a form and read at every cold start of the API): ajv's
 * six lines that add an error become a call of one function per module. Throws if ajv's output no longer has that shape.
 */
function compact(code: string): string {
  const pushes = code.match(errorPush)?.length ?? 0;
  const compacted = code.replace(errorPush, 'vErrors = pushError(vErrors, $1);');
  if (pushes === 0 || /vErrors\.push\(err/.test(compacted) || /\bpushError\b/.test(code))
    throw new Error("ajv's standalone code changed shape: update compact() in src/validator-generation.ts");
  return `${compacted}\n\nfunction pushError(errors, error){\nif(errors === null) return [error];\nerrors.push(error);\nreturn errors;\n}\n`;
}

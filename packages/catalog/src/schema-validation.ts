// Validates catalog files against the JSON Schemas in catalog/schema and turns ajv's errors into diagnostics.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Diagnostic } from './diagnostics';
import { diagnose, type JsonPath, type SourceFile } from './source-file';
import { didYouMean } from './suggest';
import { valueAt } from './json-guards';

const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/** The kinds of file a catalog holds, each with its own schema. */
export type CatalogFileKind = 'theme' | 'listing' | 'addon-set' | 'site' | 'packages' | 'delivery-area' | 'calendar' | 'messages';

/** The schema file name of each kind of catalog file. */
export const schemaFileOf: Record<CatalogFileKind, string> = {
  theme: 'theme.schema.json',
  listing: 'listing.schema.json',
  'addon-set': 'addon-set.schema.json',
  site: 'site.schema.json',
  packages: 'packages.schema.json',
  'delivery-area': 'delivery-area.schema.json',
  calendar: 'calendar.schema.json',
  messages: 'messages.schema.json',
};

const typeNames: Record<string, string> = {
  integer: 'a whole number (no quotes, no decimals)',
  number: 'a number (no quotes)',
  string: 'text in double quotes',
  object: 'an object { … }',
  array: 'a list [ … ]',
  boolean: 'true or false',
};

function pathOf(error: ErrorObject): (string | number)[] {
  if (error.instancePath === '') return [];
  return error.instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

interface SchemaNode {
  $ref?: string;
  description?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  $defs?: Record<string, SchemaNode>;
}

/**
 * The description of the field at `path`, preferring the one written beside a $ref (specific to the field)
 * over the shared definition's (generic), so messages say "the price of the box" rather than "an amount".
 */
function fieldDescription(schemas: Readonly<Record<string, object>>, rootFile: string, path: JsonPath): string | undefined {
  const deref = (node: SchemaNode, base: string): [SchemaNode, string] => {
    if (!node.$ref) return [node, base];
    const [file = '', pointer = ''] = node.$ref.split('#');
    const targetFile = file || base;
    const defName = pointer.replace('/$defs/', '');
    const target = (schemas[targetFile] as SchemaNode | undefined)?.$defs?.[defName];
    return target ? deref(target, targetFile) : [node, base];
  };
  let node: SchemaNode | undefined = schemas[rootFile] as SchemaNode;
  let base = rootFile;
  for (const segment of path) {
    const [resolved, resolvedBase] = deref(node, base);
    base = resolvedBase;
    const additional: SchemaNode | undefined = typeof resolved.additionalProperties === 'object' ? resolved.additionalProperties : undefined;
    node = typeof segment === 'number' ? resolved.items : (resolved.properties?.[segment] ?? additional);
    if (!node) return undefined;
  }
  return node.description ?? deref(node, base)[0].description;
}

function toDiagnostic(file: SourceFile, error: ErrorObject, describeField: (path: JsonPath) => string | undefined): Diagnostic {
  const describe = () => describeField(pathOf(error));
  const withDescription = (expected: string) => {
    const description = describe();
    return description ? `${expected}: ${description}` : expected;
  };
  const path = pathOf(error);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object }).properties ?? {});
      return diagnose(file, [...path, field], {
        code: 'schema.unknown-field',
        message: `unknown field "${field}"`,
        value: field,
        expected: `one of ${allowed
          .filter((name) => name !== '$schema')
          .map((name) => `"${name}"`)
          .join(', ')}`,
        hint: didYouMean(field, allowed),
        at: 'key',
      });
    }
    case 'required': {
      const field = String(params.missingProperty);
      return diagnose(file, path, {
        code: 'schema.missing-field',
        message: `required field "${field}" is missing`,
        expected: `a "${field}" field`,
      });
    }
    case 'type': {
      const value = valueAt(file.value, path);
      const wanted = String(params.type);
      const numeric = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim());
      return diagnose(file, path, {
        code: 'schema.type',
        message: `must be ${typeNames[wanted] ?? wanted}, not ${jsonTypeOf(value)}`,
        value,
        expected: withDescription(typeNames[wanted] ?? wanted),
        hint: numeric && (wanted === 'integer' || wanted === 'number') ? `write it without quotes: ${value.trim()}` : undefined,
      });
    }
    case 'enum': {
      const value = valueAt(file.value, path);
      const allowed = (params.allowedValues as unknown[]).map(String);
      return diagnose(file, path, {
        code: 'schema.enum',
        message: 'is not one of the allowed values',
        value,
        expected: `one of ${allowed.map((v) => `"${v}"`).join(', ')}`,
        hint: typeof value === 'string' ? didYouMean(value, allowed) : undefined,
      });
    }
    case 'propertyNames':
      return diagnose(file, [...path, String(params.propertyName)], {
        code: 'schema.property-name',
        message: `"${String(params.propertyName)}" is not a valid name here`,
        value: params.propertyName,
        at: 'key',
      });
    default: {
      const value = valueAt(file.value, path);
      const target = error.propertyName === undefined ? path : [...path, error.propertyName];
      return diagnose(file, target, {
        code: `schema.${error.keyword}`,
        message: error.message ?? `fails the "${error.keyword}" rule`,
        value: error.propertyName ?? value,
        expected: describe(),
        at: error.propertyName === undefined ? 'value' : 'key',
      });
    }
  }
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a decimal number';
  return `${typeof value === 'object' ? 'an' : 'a'} ${typeof value}`;
}

/** A function that validates a parsed file of a given kind and returns its schema diagnostics. */
export type SchemaValidator = (kind: CatalogFileKind, file: SourceFile) => Diagnostic[];

/** Compiles the catalog schemas (given by file name) into one validator. */
export function createSchemaValidator(schemas: Readonly<Record<string, object>>): SchemaValidator {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false, strictRequired: false });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(schemas)) ajv.addSchema(schema, name);
  return (kind, file) => {
    const validate = ajv.getSchema(schemaFileOf[kind]);
    if (!validate) throw new Error(`no schema ${schemaFileOf[kind]} was loaded`);
    if (validate(file.value)) return [];
    const seen = new Set<string>();
    const diagnostics: Diagnostic[] = [];
    for (const error of validate.errors ?? []) {
      // A $ref and its sibling keywords can repeat one failure; report each place and rule once.
      const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
      if (seen.has(key) || error.keyword === 'if') continue;
      seen.add(key);
      diagnostics.push(toDiagnostic(file, error, (path) => fieldDescription(schemas, schemaFileOf[kind], path)));
    }
    return diagnostics;
  };
}

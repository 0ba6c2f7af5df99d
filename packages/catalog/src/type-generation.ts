// Renders the TypeScript types of every catalog file kind from the JSON Schemas, the single source of truth.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { catalogRoot } from './paths';

/** Where the generated types live. */
export const generatedTypesPath = fileURLToPath(new URL('./generated/catalog-types.ts', import.meta.url));

const roots: Record<string, string> = {
  Theme: 'theme.schema.json',
  Listing: 'listing.schema.json',
  AddonSet: 'addon-set.schema.json',
  Site: 'site.schema.json',
  PackageList: 'packages.schema.json',
  DeliveryArea: 'delivery-area.schema.json',
  DeliveryCalendar: 'calendar.schema.json',
};

/** Produces the text of src/generated/catalog-types.ts. */
export async function renderCatalogTypes(schemaDir = join(catalogRoot, 'schema')): Promise<string> {
  const schemas = Object.fromEntries(
    readdirSync(schemaDir)
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => [name, JSON.parse(readFileSync(join(schemaDir, name), 'utf8')) as JSONSchema]),
  );
  // Inline every cross-file $ref into one document, so shared definitions are declared once.
  const commonDefs = (schemas['common.schema.json']!.$defs ?? {}) as Record<string, JSONSchema>;
  const bundle: JSONSchema = {
    title: 'CatalogFiles',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.keys(roots).map((name) => [name, { $ref: `#/$defs/${name}` }])),
    $defs: {
      ...Object.fromEntries(
        Object.entries(roots).flatMap(([name, file]) => {
          const { $defs: localDefs = {}, ...root } = schemas[file]! as JSONSchema & { $defs?: Record<string, JSONSchema> };
          return [
            [name, { ...rewriteRefs(root, name, commonDefs), title: name }],
            ...Object.entries(localDefs).map(([defName, def]) => {
              const hoisted = `${name}${defName[0]!.toUpperCase()}${defName.slice(1)}`;
              return [hoisted, { ...rewriteRefs(def, name, commonDefs), title: hoisted }];
            }),
          ];
        }),
      ),
      ...Object.fromEntries(
        Object.entries(commonDefs)
          .filter(([, def]) => def.type === 'object')
          .map(([name, def]) => [commonName(name), { ...rewriteRefs(def, 'common', commonDefs), title: commonName(name) }]),
      ),
    },
  };
  const text = await compile(bundle, 'CatalogFiles', {
    bannerComment: '// Generated from catalog/schema by `pnpm catalog:types`; do not edit. A test fails when this file drifts from the schemas.',
    additionalProperties: false,
    unreachableDefinitions: true,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return text;
}

function commonName(name: string): string {
  return `Catalog${name[0]!.toUpperCase()}${name.slice(1)}`;
}

// Scalar definitions (ids, routes, rupees) are inlined so types read as plain string and number;
// object definitions stay named, and a $ref's sibling keywords are dropped so each is declared once.
function rewriteRefs(schema: JSONSchema, owner: string, common: Record<string, JSONSchema>): JSONSchema {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const { $id, $schema, ...rest } = node as Record<string, unknown>;
    void $id;
    void $schema;
    if (typeof rest.$ref === 'string') {
      const [file, pointer = ''] = rest.$ref.split('#');
      const defName = pointer.replace('/$defs/', '');
      const fromCommon = file === 'common.schema.json' || (file === '' && owner === 'common');
      if (fromCommon) {
        const target = common[defName]!;
        if (target.type !== 'object') {
          const { $ref, ...siblings } = rest;
          void $ref;
          return visit({ ...target, ...siblings });
        }
        return { $ref: `#/$defs/${commonName(defName)}` };
      }
      if (file === '') return { $ref: `#/$defs/${owner}${defName[0]!.toUpperCase()}${defName.slice(1)}` };
      throw new Error(`unexpected $ref ${rest.$ref}`);
    }
    return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, visit(value)]));
  };
  return visit(schema) as JSONSchema;
}

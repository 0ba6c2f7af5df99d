// Generates src/generated/catalog-types.ts from the JSON Schemas in catalog/schema, so the types never drift from them.
// `--check` compares instead of writing and exits 1 when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { renderCatalogTypes, generatedTypesPath } from '../type-generation';

const expected = await renderCatalogTypes();
if (process.argv.includes('--check')) {
  const current = readFileSync(generatedTypesPath, 'utf8');
  if (current !== expected) {
    console.error(`${generatedTypesPath} is out of date with catalog/schema: run \`pnpm catalog:types\` and commit the result.`);
    process.exit(1);
  }
  console.log('catalog types match the schemas');
} else {
  writeFileSync(generatedTypesPath, expected);
  console.log(`wrote ${generatedTypesPath}`);
}

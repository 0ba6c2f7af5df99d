// Writes the generated validator modules from the request schemas (`--check` compares instead and exits 1 when stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { generatedModules, renderValidators } from './validator-generation';

for (const { path, schemas } of generatedModules) {
  const code = renderValidators(schemas);
  if (process.argv.includes('--check')) {
    if (readFileSync(path, 'utf8') !== code) {
      console.error(`${path} is stale: run \`pnpm --filter @partybox/contracts generate\`.`);
      process.exit(1);
    }
  } else {
    writeFileSync(path, code);
    console.log(`wrote ${path}`);
  }
}

// Writes src/generated/validators.js from the request schemas (`--check` compares instead and exits 1 when stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { generatedValidatorsPath, renderValidators } from './validator-generation';

const code = renderValidators();
if (process.argv.includes('--check')) {
  if (readFileSync(generatedValidatorsPath, 'utf8') !== code) {
    console.error('src/generated/validators.js is stale: run `pnpm --filter @partybox/contracts generate`.');
    process.exit(1);
  }
} else {
  writeFileSync(generatedValidatorsPath, code);
  console.log(`wrote ${generatedValidatorsPath}`);
}

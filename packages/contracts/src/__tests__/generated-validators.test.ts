import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedModules, generatedValidatorsPath, renderValidators } from '../validator-generation';

describe('generated validators', () => {
  it('match the request schemas (run `pnpm --filter @partybox/contracts generate` after changing one)', () => {
    expect(readFileSync(generatedValidatorsPath, 'utf8')).toBe(renderValidators());
    for (const { path, schemas } of generatedModules) expect(readFileSync(path, 'utf8')).toBe(renderValidators(schemas));
  });

  it('need no eval-free-breaking code: no Function constructor and no runtime imports', () => {
    for (const { path } of generatedModules) expect(readFileSync(path, 'utf8')).not.toMatch(/new Function|\beval\(|\brequire\(|^import /m);
  });
});

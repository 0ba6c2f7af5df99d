import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedValidatorsPath, renderValidators } from '../validator-generation';

describe('generated validators', () => {
  it('match the request schemas (run `pnpm --filter @partybox/contracts generate` after changing one)', () => {
    expect(readFileSync(generatedValidatorsPath, 'utf8')).toBe(renderValidators());
  });

  it('need no eval-free-breaking code: no Function constructor and no runtime imports', () => {
    const code = readFileSync(generatedValidatorsPath, 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(|\brequire\(|^import /m);
  });
});

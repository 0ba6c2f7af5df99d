import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedTypesPath, renderCatalogTypes } from '../type-generation';

describe('generated catalog types', () => {
  it('match the JSON Schemas (run `pnpm catalog:types` after changing a schema)', async () => {
    expect(readFileSync(generatedTypesPath, 'utf8')).toBe(await renderCatalogTypes());
  });
});

// A module imported on first use (a chunk of the Lambda bundle) reports a failed import by name, and a later use
// tries again: real imports of a file that is missing, then present.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOnFirstUse, ModuleLoadError } from '../platform/loading/load-on-first-use';

describe('loadOnFirstUse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'partybox-first-use-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the module whose import failed, then loads it once it is there', async () => {
    const file = join(dir, 'chunk.mjs');
    let imports = 0;
    const sdk = loadOnFirstUse('The Razorpay SDK', () => {
      imports++;
      return import(/* @vite-ignore */ `${pathToFileURL(file).href}?v=${imports}`) as Promise<{ answer: number }>;
    });
    const failure = await sdk().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModuleLoadError);
    expect((failure as Error).message).toMatch(
      /^The Razorpay SDK could not be loaded \(.*chunk\.mjs.*\); the deployed bundle is incomplete or broken: redeploy it$/,
    );
    writeFileSync(file, 'export const answer = 42;');
    expect((await sdk()).answer).toBe(42);
    expect((await sdk()).answer).toBe(42);
    expect(imports).toBe(2);
  });
});

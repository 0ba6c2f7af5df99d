// Copies the mini test catalog to a temporary folder, applying text edits to break it on purpose.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

const fixture = fileURLToPath(new URL('./fixtures/mini-catalog', import.meta.url));
const made: string[] = [];

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh copy of the mini catalog, with each named file's text replaced as `edits` say; returns its folder. */
export function brokenCatalog(edits: Record<string, [from: string, to: string][]> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'catalog-test-'));
  made.push(root);
  const dir = join(root, 'catalog');
  cpSync(fixture, dir, { recursive: true });
  for (const [file, replacements] of Object.entries(edits)) {
    let text = readFileSync(join(dir, file), 'utf8');
    for (const [from, to] of replacements) {
      if (!text.includes(from)) throw new Error(`fixture ${file} has no "${from}" to replace`);
      text = text.replace(from, to);
    }
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

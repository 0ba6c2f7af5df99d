// Every prerendered page of the built storefront is valid HTML by the W3C Nu HTML Checker (vnu.jar from the
// vnu-jar package, run on the machine's Java): invalid markup is what browsers and screen readers guess at.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { webDist } from './support/paths';

// vnu-jar's main module is a String object holding the jar's path (and ships no types).
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });
}

/** Runs the checker once over all files (one JVM start) and returns its errors as "file:line: message". */
function validate(files: string[]): string[] {
  const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`could not run java (${result.error.message}); install a Java 17+ runtime, e.g. apt-get install default-jre-headless`);
  const { messages } = JSON.parse(result.stderr) as { messages: VnuMessage[] };
  return messages.map((message) => {
    const file = message.url ? relative(webDist, fileURLToPath(message.url)) : '(checker)';
    return `${file}:${message.lastLine ?? '?'}: ${message.message}`;
  });
}

describe('the prerendered storefront', () => {
  const pages = htmlFiles(webDist);

  it('has pages to check (run `pnpm --filter @partybox/web build` first)', () => {
    expect(pages.length).toBeGreaterThan(50);
  });

  it('has no HTML error on any page by the W3C Nu HTML Checker', () => {
    expect(validate(pages)).toEqual([]);
  });
});

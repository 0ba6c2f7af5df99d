// A store serving a local build made for another port says so at start-up; a build for a public address is left alone.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSiteOrigin, localBuildPortWarning } from '../platform/http/build-origin';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function buildWithCanonical(href: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'partybox-built-'));
  folders.push(dir);
  writeFileSync(join(dir, 'index.html'), `<!doctype html><head><link rel="canonical" href="${href}"></head>`);
  return dir;
}

describe("the build's canonical address", () => {
  it('is read from the home page', () => {
    expect(builtSiteOrigin(buildWithCanonical('http://localhost:4123/'))).toBe('http://localhost:4123');
    expect(builtSiteOrigin(join(tmpdir(), 'partybox-no-build-here'))).toBeUndefined();
  });

  it('warns when a local build names another port than the one served, naming the fix', () => {
    const built = buildWithCanonical('http://localhost:3000/');
    expect(localBuildPortWarning(built, 4123)).toBe(
      'the storefront was built with canonical links on http://localhost:3000, but this store listens on port 4123: rebuild with PORT=4123 (npm start does) or set SITE_URL',
    );
    expect(localBuildPortWarning(built, 3000)).toBeUndefined();
    expect(localBuildPortWarning(buildWithCanonical('https://partybox.in/'), 4123)).toBeUndefined();
  });
});

// The store's Content-Security-Policy stays strict with inlined styles and the inline script loader: every prerendered
// page, fetched from the running store, carries exactly the hashes of its own inline <style> and <script> elements
// (never 'unsafe-inline' or 'unsafe-eval'), has no style attribute, and shows in Chromium without a CSP violation.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewports, watchErrors } from '@partybox/test-browser';
import { webDist } from './support/paths';
import { useStore } from './support/store-fixture';
import { open } from './support/navigation';

const fixture = useStore();

/** The URL path of every prerendered page, and one unknown path for the 404 page. */
function pagePaths(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('.') ? [] : pagePaths(path);
    if (name !== 'index.html') return [];
    const folder = relative(webDist, dir).split(sep).join('/');
    return [`/${folder}`];
  });
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Sources of a directive in a policy header ("script-src 'self' 'sha256-…'" → ["'self'", "'sha256-…'"]). */
function sources(policy: string, directive: string): string[] {
  const entry = policy.split(';').find((part) => part.trim().startsWith(`${directive} `));
  return entry ? entry.trim().split(/\s+/).slice(1) : [];
}

/** The text of every inline element `tag` that runs or applies (JSON data blocks never run, so CSP ignores them). */
function inlineTexts(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , text]) => text!);
}

describe('Content-Security-Policy of the prerendered pages', () => {
  const paths = [...pagePaths(webDist), '/no-such-page'];

  it('allows each page exactly its own inline script and style by hash, and nothing inline otherwise', async () => {
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const response = await fetch(fixture.store.url + path);
      expect(response.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      const html = await response.text();
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).not.toMatch(/unsafe-(inline|eval|hashes)|strict-dynamic/);
      const scripts = inlineTexts(html, 'script');
      const styles = inlineTexts(html, 'style');
      expect(scripts.length, `${path} inline scripts`).toBe(1);
      expect(styles.length, `${path} inline styles`).toBe(1);
      // The payment step and the order status page also allow the payment gateway's origin (the embedded sandbox here).
      const gateway = path === '/payment' || path.startsWith('/orders/') ? [expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)] : [];
      expect(sources(policy, 'script-src'), path).toEqual(["'self'", ...scripts.map(hashOf), ...gateway]);
      expect(sources(policy, 'style-src'), path).toEqual(["'self'", ...styles.map(hashOf)]);
      expect(html, `${path} has a style attribute`).not.toMatch(/<[^>]+\sstyle=/);
    }
  });

  it('keeps the plain policy on everything that is not a page', async () => {
    for (const path of ['/favicon.svg', '/api/health']) {
      const policy = (await fetch(fixture.store.url + path)).headers.get('content-security-policy');
      expect(policy, path).toContain("script-src 'self';style-src 'self';");
    }
  });

  it('shows a theme page, a listing, /cart and the 404 page in Chromium without a policy violation', async () => {
    for (const path of ['/superhero', '/birthdaytheme', '/cart', '/no-such-page']) {
      const page = await fixture.browser.newPage({ viewport: viewports.phone });
      const errors = watchErrors(page);
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      await open(page, fixture.store.url + path);
      // The inlined stylesheet applied: the header is laid out as the site's CSS says (sticky), not as plain HTML.
      expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).position), path).toBe('sticky');
      expect(violations, path).toEqual([]);
      expect(
        errors.filter((error) => !/404 \(Not Found\)/.test(error)),
        path,
      ).toEqual([]);
      await page.close();
    }
  });
});

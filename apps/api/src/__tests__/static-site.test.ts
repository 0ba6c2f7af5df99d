import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { localCredentials } from '../platform/db/embedded';
import { contentSecurityPolicyFor, securityHeaders } from '../platform/http/security';
import { realCatalog, serverOn } from './support/harness';

describe('serving the built storefront', () => {
  let webDist: string;
  let app: FastifyInstance;
  // A file next to the build folder, which no URL may reach.
  const outside = join(tmpdir(), 'partybox-outside.txt');
  // Static pages never touch the database; this client points at a closed port and is never used.
  const db = createDocumentClient({ region: 'ap-south-1', endpoint: 'http://127.0.0.1:9', credentials: localCredentials });

  const superheroScript = "'sha256-c2NyaXB0IG9mIHRoZSBzdXBlcmhlcm8gcGFnZSAgICA='";
  const superheroStyle = "'sha256-c3R5bGUgb2YgdGhlIHN1cGVyaGVybyBwYWdlICAgICA='";
  const notFoundStyle = "'sha256-c3R5bGUgb2YgdGhlIDQwNCBwYWdlICAgICAgICAgICA='";
  // A catalog route spelled with a capital letter, as the prerender writes its folder.
  const capGown = realCatalog().themes.find((theme) => theme.id === 'capGown')!.route;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'partybox-web-dist-'));
    for (const page of ['superhero', 'about', capGown, 'package/3', 'admin']) {
      mkdirSync(join(webDist, page), { recursive: true });
      writeFileSync(join(webDist, page, 'index.html'), `<!doctype html><title>${page}</title>`);
    }
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(webDist, 'superhero', 'index.html'), '<!doctype html><title>Superheroes</title>');
    writeFileSync(join(webDist, '404.html'), '<!doctype html><title>Oops! Page not found.</title>');
    writeFileSync(join(webDist, 'assets', 'app-3f9a.js'), 'console.log("hi")');
    writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(webDist, '.env'), 'SECRET=1');
    // What the prerender hands over: the hashes of each page's inline script and style.
    writeFileSync(
      join(webDist, '.inline-hashes.json'),
      JSON.stringify({
        'superhero/index.html': { scriptSrc: [superheroScript], styleSrc: [superheroStyle] },
        '404.html': { scriptSrc: [], styleSrc: [notFoundStyle] },
      }),
    );
    writeFileSync(outside, 'outside');
    app = await serverOn(db, { webDist });
  });
  afterAll(async () => {
    await app.close();
    db.destroy();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(outside, { force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it("keeps the storefront's pages out of the API's OpenAPI document (what `pnpm openapi` writes with the web built)", async () => {
    const document = (await get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it('serves / and page folders as their index.html, uncached', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/superhero', 'Superheroes'],
      ['/superhero/', 'Superheroes'],
      ['/superhero?from=home', 'Superheroes'],
    ]) {
      const response = await get(url!);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('redirects a page path in another letter case permanently to the page, keeping the query', async () => {
    expect(capGown).toBe('/capGown');
    const cases: [string, string][] = [
      ['/capgown', '/capGown'],
      ['/CAPGOWN/?from=home&x=1', '/capGown?from=home&x=1'],
      ['/About', '/about'],
      ['/Superhero/', '/superhero'],
      ['/PACKAGE/3', '/package/3'],
      ['/%41bout', '/about'],
    ];
    for (const [url, location] of cases) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(301);
        expect(response.headers.location, `${method} ${url}`).toBe(location);
      }
    }
    const page = await get('/capGown');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>/capGown</title>');
  });

  it('still answers 404 for paths that are no page in any case', async () => {
    for (const url of ['/capgowns', '/About/team', '/ASSETS/app-3f9a.js', '/Robots.txt', '/API/health', '/package']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
    }
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const response = await get('/nope');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Oops! Page not found.');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it("answers the console's and the order status page's deep links with their shell and status 200", async () => {
    const consolePage = await app.inject({ method: 'GET', url: '/admin/orders/PB-251122-ABC123' });
    expect(consolePage.statusCode).toBe(200);
    expect(consolePage.body).toContain('<title>admin</title>');
    const status = await app.inject({ method: 'GET', url: '/orders/PB-251122-ABC123?t=abc' });
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/orders/' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/ordersx/1' })).statusCode).toBe(404);
  });

  it('serves hashed assets as immutable and other files briefly cached', async () => {
    const asset = await get('/assets/app-3f9a.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *');
  });

  it('never serves hidden files or anything outside the build folder', async () => {
    const name = 'partybox-outside.txt';
    for (const url of ['/.env', `/../${name}`, `/..%2f${name}`, `/%2e%2e/${name}`, `/assets/..%2f..%2f${name}`, '/%00', '/%E0%A4%A']) {
      const response = await get(url);
      // Fastify itself refuses malformed percent-encoding with 400; everything else is the 404 page.
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('outside');
      expect(response.body, url).not.toContain('SECRET');
    }
  });

  it('sends a strict Content-Security-Policy without unsafe-eval or unsafe-inline', async () => {
    for (const url of ['/', '/about', '/api/nope']) {
      const csp = (await get(url)).headers['content-security-policy'];
      expect(csp, url).toBe(
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(csp, url).not.toMatch(/unsafe-(eval|inline)/);
    }
    for (const url of ['/superhero', '/nope']) expect((await get(url)).headers['content-security-policy'], url).not.toMatch(/unsafe-(eval|inline)/);
  });

  it("adds exactly a page's own inline hashes to its policy, and nothing to other pages", async () => {
    const policyOf = async (url: string) => (await get(url)).headers['content-security-policy'];
    const plain = securityHeaders['Content-Security-Policy'];
    expect(await policyOf('/superhero')).toBe(
      plain!.replace("script-src 'self'", `script-src 'self' ${superheroScript}`).replace("style-src 'self'", `style-src 'self' ${superheroStyle}`),
    );
    expect(await policyOf('/nope')).toBe(plain!.replace("style-src 'self'", `style-src 'self' ${notFoundStyle}`));
    for (const url of ['/', '/about', '/assets/app-3f9a.js', '/api/nope']) expect(await policyOf(url), url).toBe(plain);
    expect((await get('/.inline-hashes.json')).statusCode).toBe(404);
  });

  it('formats a page policy as helmet does and accepts only hash sources', () => {
    expect(contentSecurityPolicyFor({ scriptSrc: [], styleSrc: [] })).toBe(securityHeaders['Content-Security-Policy']);
    expect(() => contentSecurityPolicyFor({ scriptSrc: ["'unsafe-inline'"], styleSrc: [] })).toThrow(/not a CSP hash source/);
    expect(() => contentSecurityPolicyFor({ scriptSrc: [], styleSrc: ['https://evil.example'] })).toThrow(/not a CSP hash source/);
  });

  it('keeps answering unknown /api paths with JSON', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});

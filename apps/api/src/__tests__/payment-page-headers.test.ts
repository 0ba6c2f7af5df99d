// The payment pages' headers on the API server with Razorpay's keys: /payment and /orders/<number> keep window.opener
// for pop-ups (Cross-Origin-Opener-Policy: same-origin-allow-popups, for net banking and 3-D Secure) and let Razorpay's
// frame use `payment` (Permissions-Policy), and nothing more; every other page keeps same-origin and payment=().
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../platform/db/client';
import { localCredentials } from '../platform/db/embedded';
import { securityHeaders } from '../platform/http/security';
import { openGateway } from '../modules/payments/open-gateway';
import { serverOn } from './support/harness';

describe('headers of the payment pages', () => {
  let webDist: string;
  let app: FastifyInstance;
  // Pages never touch the database; this client points at a closed port and is never used.
  const db = createDocumentClient({ region: 'ap-south-1', endpoint: 'http://127.0.0.1:9', credentials: localCredentials });

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'partybox-web-dist-'));
    for (const page of ['payment', 'orders', 'delivery']) {
      mkdirSync(join(webDist, page), { recursive: true });
      writeFileSync(join(webDist, page, 'index.html'), `<!doctype html><title>${page}</title>`);
    }
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(webDist, '404.html'), '<!doctype html><title>Oops! Page not found.</title>');
    // Razorpay's own checkout (test keys): no network is needed to serve pages.
    const payments = await openGateway({ mode: 'razorpay', keyId: 'rzp_test_0123456789abcd', keySecret: 'secret', webhookSecret: 'hook' });
    app = await serverOn(db, { webDist }, { payments, dispatch: false });
  });
  afterAll(async () => {
    await app.close();
    db.destroy();
    rmSync(webDist, { recursive: true, force: true });
  });

  const headersOf = async (url: string) => (await app.inject({ method: 'GET', url })).headers;

  it('lets pop-ups keep window.opener and Razorpay’s frame use payment on /payment and an order’s status page', async () => {
    for (const url of ['/payment', '/orders/PB-261126-ABC123']) {
      const headers = await headersOf(url);
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(headers['permissions-policy'], url).toContain('payment=(self "https://api.razorpay.com")');
      // Nothing else is relaxed: every other feature is off as on every page.
      expect(String(headers['permissions-policy']).replace('payment=(self "https://api.razorpay.com")', 'payment=()'), url).toBe(
        securityHeaders['Permissions-Policy'],
      );
    }
  });

  it('keeps same-origin and payment=() everywhere else', async () => {
    for (const url of ['/', '/delivery', '/nope', '/api/nope']) {
      const headers = await headersOf(url);
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['permissions-policy'], url).toBe(securityHeaders['Permissions-Policy']);
      expect(headers['permissions-policy'], url).toContain('payment=()');
    }
  });
});

// Behind the AWS edge: the customer's address is CloudFront's viewer address header, never a client-set
// X-Forwarded-For, and a request without the edge's secret header (one sent straight to the function URL) is refused.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../platform/env/env';
import { originSecretHeader, viewerAddress } from '../platform/http/edge-request';
import { newKey, startHarness, useHarness } from './support/harness';

const message = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Hello' };
const secret = 'an-edge-secret-of-at-least-32-characters';

describe('requests through the AWS edge', () => {
  const h = useHarness(() => startHarness());

  const contact = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      // The function URL's peer: always CloudFront's (or the caller's) address, the same for every customer.
      remoteAddress: '15.158.1.1',
      headers: { 'content-type': 'application/json', 'idempotency-key': newKey('edge'), ...headers },
      payload: JSON.stringify(message),
    });

  it('keys the limits on cloudfront-viewer-address (IPv4 and IPv6 "ip:port"), whatever X-Forwarded-For a client sends', async () => {
    const app = await h.server({ rateLimits: { checkoutWrites: 2, formWrites: 2, orderReads: 2 }, clientAddressHeader: 'cloudfront-viewer-address' });
    try {
      const fromA = (forwardedFor: string) => contact(app, { 'cloudfront-viewer-address': '203.0.113.7:46532', 'x-forwarded-for': forwardedFor });
      expect((await fromA('198.51.100.1')).statusCode).toBe(201);
      expect((await fromA('198.51.100.2')).statusCode).toBe(201);
      // A new made-up X-Forwarded-For each time does not buy a new budget.
      expect((await fromA('198.51.100.3')).statusCode).toBe(429);
      const fromB = () => contact(app, { 'cloudfront-viewer-address': '2001:db8:85a3::8a2e:370:7334:443' });
      expect((await fromB()).statusCode).toBe(201);
      expect((await fromB()).statusCode).toBe(201);
      expect((await fromB()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('refuses a request without the edge secret with 403, and serves one with it', async () => {
    const app = await h.server({ originSecrets: [secret] });
    try {
      const direct = await contact(app, {});
      expect(direct.statusCode).toBe(403);
      expect(direct.json()).toMatchObject({ error: 'forbidden' });
      expect((await contact(app, { [originSecretHeader]: `${secret}x` })).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(403);
      expect((await contact(app, { [originSecretHeader]: secret })).statusCode).toBe(201);
      expect((await app.inject({ method: 'GET', url: '/api/health', headers: { [originSecretHeader]: secret } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('reads the viewer address "ip:port" and nothing else', () => {
    expect(viewerAddress('203.0.113.7:46532')).toBe('203.0.113.7');
    expect(viewerAddress('2001:db8::1:443')).toBe('2001:db8::1');
    expect(viewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(viewerAddress('203.0.113.7')).toBeUndefined();
    expect(viewerAddress('evil, 203.0.113.7:1')).toBeUndefined();
    expect(viewerAddress('')).toBeUndefined();
  });

  it('reads CLIENT_ADDRESS_HEADER and ORIGIN_SECRET, and refuses them with a clear message when unusable', () => {
    expect(loadConfig({ CLIENT_ADDRESS_HEADER: 'CloudFront-Viewer-Address' }).clientAddressHeader).toBe('cloudfront-viewer-address');
    expect(() => loadConfig({ CLIENT_ADDRESS_HEADER: 'cloudfront-viewer-address', TRUST_PROXY: '1' })).toThrow(
      new ConfigError('CLIENT_ADDRESS_HEADER and TRUST_PROXY="1" are both set: the client address comes from one of them; unset TRUST_PROXY'),
    );
    expect(() => loadConfig({ CLIENT_ADDRESS_HEADER: 'x y' })).toThrow(/CLIENT_ADDRESS_HEADER="x y" must be a header name/);
    expect(loadConfig({ ORIGIN_SECRET: `${secret},${secret}-next` }).originSecrets).toEqual([secret, `${secret}-next`]);
    expect(() => loadConfig({ ORIGIN_SECRET: 'short' })).toThrow(/ORIGIN_SECRET must be one value .* at least 32 printable characters/);
    expect(loadConfig({}).originSecrets).toBeUndefined();
  });
});

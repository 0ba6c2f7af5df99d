// Two servers on one database share every limit: a route's budget spent half on each server is spent, a free retry of
// a write counted on one is free on the other, the resend cooldown started on one holds on the other, and failed
// guesses on one delay the next guess on the other. Nothing is counted in a server's memory. Both servers read one
// clock the test holds still, so a fixed one-minute budget window never ends halfway through a test.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedNow, newKey, post, startHarness, testConfig, useHarness } from './support/harness';

const contact = { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'One budget for both servers?' };
const formBudget = 4;

function postAuth(app: FastifyInstance, path: string, body: unknown) {
  return app.inject({ method: 'POST', url: `/api/auth/${path}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
}

describe('limits shared by two servers', () => {
  const now = () => fixedNow;
  const limits = {
    rateLimits: { ...testConfig().rateLimits, formWrites: formBudget },
    smsLimits: { ...testConfig().smsLimits!, resendCooldownSeconds: 600 },
    authLimits: { perPhone: 50, perAddress: 1000, windowSeconds: 900, freeFailures: 1, firstDelaySeconds: 600 },
  };
  const h = useHarness(() => startHarness(limits, { accounts: true, now }), 90_000);
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await h.server(limits, { identity: h.identity, now, dispatch: false });
    await other.ready();
  });
  afterAll(() => other?.close());

  it('spends one route budget per address across both servers, and lets a retry counted on one through on the other', async () => {
    const [a, b] = [h.app, other];
    const keys = Array.from({ length: formBudget }, () => newKey('shared-contact'));
    const statuses = [];
    for (const [i, key] of keys.entries()) statuses.push((await post(i % 2 === 0 ? a : b, '/api/contact', contact, key)).statusCode);
    // The budget is spent on both servers, whichever one counted which request.
    const refused = await Promise.all([a, b].map((server) => post(server, '/api/contact', contact, newKey('shared-contact'))));
    // A retry of a write server A counted is free on server B: the replay of the stored answer.
    const retry = await post(b, '/api/contact', contact, keys[0]!);
    expect(statuses).toEqual([201, 201, 201, 201]);
    expect(refused.map((response) => response.statusCode)).toEqual([429, 429]);
    for (const response of refused) expect(response.json<{ error: string }>().error).toBe('rate_limited');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('holds the resend cooldown started on one server on the other', async () => {
    const phone = '9820055577';
    expect((await postAuth(h.app, 'sign-up', { name: 'Asha Rao', phone, password: 'long enough' })).statusCode).toBe(200);
    const resend = await postAuth(other, 'resend', { phone });
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toMatchObject({ error: 'resend_cooldown' });
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('delays the next guess on one server after failures on the other', async () => {
    const phone = '9820055578';
    expect((await postAuth(h.app, 'sign-in', { phone, password: 'first guess' })).statusCode).toBe(401);
    expect((await postAuth(other, 'sign-in', { phone, password: 'second guess' })).statusCode).toBe(401);
    const third = await postAuth(h.app, 'sign-in', { phone, password: 'third guess' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error: 'too_many_attempts' });
  });
});

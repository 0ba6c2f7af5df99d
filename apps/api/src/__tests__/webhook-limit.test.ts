// The Razorpay webhook's per-address budget is spent when a request arrives, before its body is read, and counted in
// the shared limits table (so every server process spends one budget): a flood of large unsigned posts is answered 429
// unread. Against dynalite started here.
import { apiPaths } from '@partybox/contracts';
import { describe, expect, it } from 'vitest';
import { startHarness, useHarness } from './support/harness';

const h = useHarness(() =>
  startHarness({ rateLimits: { checkoutWrites: 100, formWrites: 100, orderReads: 100, webhookPosts: 3, webhookSources: ['198.51.100.0/24'] } }),
);

const post = (payload: string, remoteAddress = '203.0.113.7') =>
  h.app.inject({ method: 'POST', url: apiPaths.razorpayWebhook, remoteAddress, headers: { 'content-type': 'application/json' }, payload });

describe('the webhook budget', () => {
  it('refuses posts beyond the budget before reading their body, per address, counted in the limits table', async () => {
    const unsigned = JSON.stringify({ event: 'payment.captured', padding: 'x'.repeat(200 * 1024) });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await post(unsigned)).statusCode);
    expect(answers).toEqual([400, 400, 400]);
    // Over the body limit too: had the body been read first, this would be 413.
    const flood = await post('x'.repeat(300 * 1024));
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    // Another address has its own budget.
    expect((await post(unsigned, '203.0.113.8')).statusCode).toBe(400);
    const counted = (await h.scan(h.tables.limit.name)).filter((item) => String(item.Key).startsWith(`rate#POST ${apiPaths.razorpayWebhook}#203.0.113.7#`));
    expect(counted).toHaveLength(1);
    expect(counted[0]!.Count).toBe(4);
  });

  it("does not count Razorpay's own addresses (RAZORPAY_WEBHOOK_ADDRESSES): the shop's payments cost no write of the limits table", async () => {
    const unsigned = JSON.stringify({ event: 'payment.captured' });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await post(unsigned, '198.51.100.20')).statusCode);
    // Still checked as any post (400: unsigned), never refused by the budget, and nothing counted for the address.
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    const counted = (await h.scan(h.tables.limit.name)).filter((item) => String(item.Key).includes('#198.51.100.20#'));
    expect(counted).toEqual([]);
    // An address beside the range is counted as before.
    for (let i = 0; i < 3; i++) await post(unsigned, '198.51.99.20');
    expect((await post(unsigned, '198.51.99.20')).statusCode).toBe(429);
  });
});

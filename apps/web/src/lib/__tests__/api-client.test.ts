import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@partybox/contracts/wire';
import { getJson, postJson } from '../api-client';

afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers `status` with a body that is not the API's JSON (as a proxy or an outage page does). */
function answerWithout(status: number) {
  vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status, headers: { 'Content-Type': 'text/html' } }));
}

describe('api-client errors without a message from the API', () => {
  it.each([
    [503, /unavailable just now\. Please try again/],
    [500, /unavailable just now/],
    [404, /could not find what you asked for/],
    [429, /too many requests from your connection\. Please wait a minute/],
    [409, /changed at the same time/],
    [400, /check the details and try again/],
  ])('speaks to the customer for %i, without the code', async (status, message) => {
    answerWithout(status);
    const error = await getJson(apiPaths.order.href('o-1')).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status, message: expect.stringMatching(message) });
    expect((error as Error).message).not.toMatch(/\d{3}|server answered/);
  });

  it('keeps the API’s own message when it gives one', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'rate_limited', message: 'Please wait.' }, { status: 429 }));
    await expect(postJson(apiPaths.contact, {}, 'k')).rejects.toMatchObject({ status: 429, message: 'Please wait.' });
  });
});

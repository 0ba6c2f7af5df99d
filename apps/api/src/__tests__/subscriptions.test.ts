import { describe, expect, it } from 'vitest';
import { subscriberRecordSchema } from '../platform/db/records';
import { fixedNow, post, schemaErrors, startHarness, useHarness } from './support/harness';

describe('POST /api/subscriptions', () => {
  const h = useHarness(() => startHarness());

  it('rejects bad input with a 400 naming the field, and stores nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['missing e-mail', {}, 'email'],
      ['e-mail without @', { email: 'asha.example.com' }, 'email'],
      ['e-mail with a space', { email: 'asha rao@example.com' }, 'email'],
      ['e-mail as a number', { email: 42 }, 'email'],
      ['unknown field', { email: 'asha@example.com', name: 'Asha' }, 'name'],
    ];
    for (const [label, body, field] of cases) {
      const response = await post(h.app, '/api/subscriptions', body);
      expect(response.statusCode, label).toBe(400);
      expect(
        response.json().fields.map((f: { field: string }) => f.field),
        label,
      ).toContain(field);
    }
    expect(await h.scan(h.tables.subscriber.name)).toEqual([]);
  });

  it('stores one item per address, lower-cased, and answers exactly the same whether or not it was already subscribed', async () => {
    const first = await post(h.app, '/api/subscriptions', { email: 'Asha.Rao@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: 'asha.rao@example.com', subscribed: true });

    const again = await post(h.app, '/api/subscriptions', { email: 'asha.rao@example.com' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const varying = ['date', 'x-ratelimit-remaining', 'x-ratelimit-reset'];
    const headersOf = (response: typeof first) => Object.fromEntries(Object.entries(response.headers).filter(([name]) => !varying.includes(name)));
    expect(headersOf(again)).toEqual(headersOf(first));

    const items = await h.scan(h.tables.subscriber.name);
    expect(items).toEqual([{ email: 'asha.rao@example.com', SubscribedAt: fixedNow.toISOString(), Inbox: 'open' }]);
    expect(schemaErrors(subscriberRecordSchema, items[0])).toEqual([]);
  });
});

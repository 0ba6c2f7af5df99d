import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableKind } from '../db/tables';
import { newKey, post, startHarness, type Harness } from './support/harness';

const writes: { url: string; kind: TableKind; body: Record<string, unknown> }[] = [
  { url: '/api/contact', kind: 'contact', body: { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Hello' } },
  { url: '/api/customizations', kind: 'customization', body: { name: 'Asha', phone: '9820098200', email: 'asha@example.com', eventDate: '2026-12-05', themeIds: ['unicorn'] } },
  { url: '/api/deliveries', kind: 'delivery', body: { fullName: 'Asha', phone: '9820098200', addressLine1: 'Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' } },
  { url: '/api/suggestions', kind: 'suggestion', body: { themeName: 'Bollywood', guestName: 'Asha', phone: '9820098200' } },
];

describe('idempotent writes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  for (const { url, kind, body } of writes) {
    it(`${url}: the same key twice stores one item and answers the same status and body, marked as a replay`, async () => {
      const key = newKey('same');
      const first = await post(h.app, url, body, key);
      const second = await post(h.app, url, body, key);
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect((await h.scan(h.tables[kind].name)).filter((item) => item.id === key)).toHaveLength(1);
    });

    it(`${url}: two requests with different keys store two items`, async () => {
      const before = (await h.scan(h.tables[kind].name)).length;
      const [a, b] = [newKey('one'), newKey('two')];
      expect((await post(h.app, url, body, a)).statusCode).toBe(201);
      expect((await post(h.app, url, body, b)).statusCode).toBe(201);
      const items = await h.scan(h.tables[kind].name);
      expect(items).toHaveLength(before + 2);
      expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([a, b]));
    });
  }

  it('never overwrites: a replay with a different body keeps the first item', async () => {
    const key = newKey('keep');
    await post(h.app, '/api/contact', { ...writes[0]!.body, message: 'first' }, key);
    const replay = await post(h.app, '/api/contact', { ...writes[0]!.body, message: 'second' }, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await h.get(h.tables.contact.name, { id: key }))?.Messaged).toBe('first');
  });
});

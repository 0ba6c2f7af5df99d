import { describe, expect, it } from 'vitest';
import { contactRecordSchema } from '../platform/db/records';
import { unreadableMessage, validationMessage } from '../platform/http/errors';
import { requestHash } from '../platform/db/request-hash';
import { fixedNow, newKey, post, schemaErrors, startHarness, typesOf, serverIdPattern, useHarness } from './support/harness';

const message = { firstName: ' Asha ', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: ' Do you deliver to Powai? ' };

describe('POST /api/contact', () => {
  const h = useHarness(() => startHarness());

  it('rejects bad input with a 400 naming the field, and stores nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['missing first name', { ...message, firstName: undefined }, 'firstName'],
      ['blank first name', { ...message, firstName: '   ' }, 'firstName'],
      ['missing last name', { ...message, lastName: undefined }, 'lastName'],
      ['phone with +91', { ...message, phone: '+919820098200' }, 'phone'],
      ['phone as a number', { ...message, phone: 9820098200 }, 'phone'],
      ['9-digit phone', { ...message, phone: '982009820' }, 'phone'],
      ['e-mail without domain', { ...message, email: 'asha@' }, 'email'],
      // An address that would add headers to the console's mailto: link, or hides an encoded "@".
      ['e-mail with an encoded @ and a bcc', { ...message, email: 'ops%40partybox.in?bcc=everyone@evil.example' }, 'email'],
      ['e-mail with &', { ...message, email: 'asha&team@example.com' }, 'email'],
      ['e-mail with ?', { ...message, email: 'asha?subject=hi@example.com' }, 'email'],
      ['e-mail with a doubled dot', { ...message, email: 'asha..rao@example.com' }, 'email'],
      ['empty message', { ...message, message: '' }, 'message'],
      ['message over 2,000 characters', { ...message, message: 'x'.repeat(2001) }, 'message'],
      ['unknown field', { ...message, admin: true }, 'admin'],
      ['an array instead of an object', [message], 'body'],
    ];
    for (const [label, body, field] of cases) {
      const response = await post(h.app, '/api/contact', body);
      expect(response.statusCode, label).toBe(400);
      const json = response.json();
      // Nothing is highlighted when only the storefront's own part of the request is wrong.
      expect(json, label).toMatchObject({ error: 'validation', message: field === 'body' ? unreadableMessage : validationMessage });
      expect(
        json.fields.map((f: { field: string }) => f.field),
        label,
      ).toContain(field);
      for (const entry of json.fields) expect(entry.message, label).toEqual(expect.any(String));
    }
    expect(await h.scan(h.tables.contact.name)).toEqual([]);
  });

  it('requires a well-formed Idempotency-Key header', async () => {
    for (const key of [null, 'short', 'has spaces in it here', 'x'.repeat(65)]) {
      const response = await post(h.app, '/api/contact', message, key);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(unreadableMessage);
      expect(response.json().fields).toEqual([
        { field: 'Idempotency-Key', message: 'Each request needs an Idempotency-Key header of 16 to 64 letters, digits or hyphens' },
      ]);
    }
    expect(await h.scan(h.tables.contact.name)).toEqual([]);
  });

  it('stores the message with the phone as a number and answers 201 with its id', async () => {
    const key = newKey('contact');
    const response = await post(h.app, '/api/contact', message, key);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(serverIdPattern) });
    expect(response.headers['idempotent-replayed']).toBeUndefined();

    const item = await h.get(h.tables.contact.name, { IdempotencyKey: key });
    expect(item).toEqual({
      IdempotencyKey: key,
      id: expect.stringMatching(serverIdPattern),
      Name: 'Asha',
      Surname: 'Rao',
      Phone: 9820098200,
      Email: 'asha@example.com',
      Messaged: 'Do you deliver to Powai?',
      CreatedAt: fixedNow.toISOString(),
      Inbox: 'open',
      RequestHash: requestHash(message),
    });
    expect(typesOf(item)).toEqual({
      IdempotencyKey: 'string',
      id: 'string',
      Name: 'string',
      Surname: 'string',
      Phone: 'number',
      Email: 'string',
      Messaged: 'string',
      CreatedAt: 'string',
      Inbox: 'string',
      RequestHash: 'string',
    });
    expect(schemaErrors(contactRecordSchema, item)).toEqual([]);
  });
});

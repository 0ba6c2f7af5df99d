import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryRecordSchema } from '../db/records';
import { requestHash } from '../http/writes';
import { createHash } from 'node:crypto';
import { testCheckoutId, fixedNow, newKey, post, schemaErrors, startHarness, type Harness, serverIdPattern } from './support/harness';

const address = { fullName: 'Asha Rao', phone: '9820098200', addressLine1: '4 Sea Breeze, Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };

describe('POST /api/deliveries', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('rejects bad input with a 400 naming the field, and stores nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['missing name', { ...address, fullName: undefined }, 'fullName'],
      ['blank name', { ...address, fullName: ' ' }, 'fullName'],
      ['bad phone', { ...address, phone: '0220000000' }, 'phone'],
      ['bad e-mail', { ...address, email: 'nope' }, 'email'],
      ['missing address', { ...address, addressLine1: undefined }, 'addressLine1'],
      ['missing city', { ...address, city: '' }, 'city'],
      ['missing state', { ...address, state: undefined }, 'state'],
      ['5-digit PIN code', { ...address, pincode: '40005' }, 'pincode'],
      ['PIN code outside Mumbai', { ...address, pincode: '110001' }, 'pincode'],
      ['PIN code as a number', { ...address, pincode: 400050 }, 'pincode'],
      ['another country', { ...address, country: 'Nepal' }, 'country'],
      ['unknown field', { ...address, landmark: 'Near the church' }, 'landmark'],
    ];
    for (const [label, body, field] of cases) {
      const response = await post(h.app, '/api/deliveries', body);
      expect(response.statusCode, label).toBe(400);
      expect(
        response.json().fields.map((f: { field: string }) => f.field),
        label,
      ).toContain(field);
    }
    const outside = await post(h.app, '/api/deliveries', { ...address, pincode: '110001' });
    expect(outside.json().fields).toEqual([{ field: 'pincode', message: 'We deliver only within Mumbai (PIN codes 400001–400107)' }]);
    expect(await h.scan(h.tables.delivery.name)).toEqual([]);
  });

  it('stores the address under Details with India as the default country', async () => {
    const key = newKey('delivery');
    const body = { ...address, city: ' Mumbai ' };
    const response = await post(h.app, '/api/deliveries', body, key);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(serverIdPattern) });

    const item = await h.get(h.tables.delivery.name, { IdempotencyKey: key });
    expect(item).toEqual({
      IdempotencyKey: key,
      id: expect.stringMatching(serverIdPattern),
      CheckoutHash: createHash('sha256').update(testCheckoutId).digest('hex'),
      Name: 'Asha Rao',
      PhoneNumber: '9820098200',
      Details: {
        Email: '',
        AddressLine1: '4 Sea Breeze, Hill Road',
        AddressLine2: '',
        City: 'Mumbai',
        State: 'Maharashtra',
        Pincode: '400050',
        Country: 'India',
      },
      Timestamp: fixedNow.toISOString(),
      RequestHash: requestHash({ checkout: testCheckoutId, body }),
    });
    expect(schemaErrors(deliveryRecordSchema, item)).toEqual([]);
  });

  it('keeps every optional field that is given', async () => {
    const key = newKey('delivery');
    await post(h.app, '/api/deliveries', { ...address, email: 'asha@example.com', addressLine2: 'Bandra West', country: 'India' }, key);
    const item = await h.get(h.tables.delivery.name, { IdempotencyKey: key });
    expect(item?.Details).toMatchObject({ Email: 'asha@example.com', AddressLine2: 'Bandra West', Country: 'India' });
    expect(schemaErrors(deliveryRecordSchema, item)).toEqual([]);
  });
});

// The delivery step of a checkout (PATCH /api/checkouts/:id with `delivery`): validated like the delivery form, and
// stored in PartyBoxDeliveryDetails with the spec's attribute names when it is saved.
import { createHash } from 'node:crypto';
import type { CheckoutView } from '@partybox/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { deliveryRecordSchema } from '../platform/db/records';
import { requestHash } from '../platform/db/request-hash';
import { guest, patchCheckout, startCheckout } from './support/checkout';
import { fixedNow, newKey, schemaErrors, startHarness, serverIdPattern, useHarness } from './support/harness';

const address = { fullName: 'Asha Rao', phone: '9820098200', addressLine1: '4 Sea Breeze, Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };

describe('the delivery step', () => {
  const h = useHarness(() => startHarness());

  const open = async () => {
    const browser = guest(h.app);
    return { browser, checkout: (await startCheckout(browser)).json<CheckoutView>() };
  };

  it('rejects bad input with a 400 naming the field, and stores nothing', async () => {
    const { browser, checkout } = await open();
    const cases: [string, unknown, string][] = [
      ['missing name', { ...address, fullName: undefined }, 'delivery.fullName'],
      ['blank name', { ...address, fullName: ' ' }, 'delivery.fullName'],
      ['bad phone', { ...address, phone: '0220000000' }, 'delivery.phone'],
      ['a phone no mobile has', { ...address, phone: '1234567890' }, 'delivery.phone'],
      ['bad e-mail', { ...address, email: 'nope' }, 'delivery.email'],
      ['missing address', { ...address, addressLine1: undefined }, 'delivery.addressLine1'],
      ['missing city', { ...address, city: '' }, 'delivery.city'],
      ['missing state', { ...address, state: undefined }, 'delivery.state'],
      ['5-digit PIN code', { ...address, pincode: '40005' }, 'delivery.pincode'],
      ['PIN code outside Mumbai', { ...address, pincode: '110001' }, 'delivery.pincode'],
      ['PIN code as a number', { ...address, pincode: 400050 }, 'delivery.pincode'],
      ['another country', { ...address, country: 'Nepal' }, 'delivery.country'],
      ['unknown field', { ...address, landmark: 'Near the church' }, 'delivery.landmark'],
    ];
    for (const [label, delivery, field] of cases) {
      const response = await patchCheckout(browser, checkout.id, { version: checkout.version, delivery });
      expect(response.statusCode, label).toBe(400);
      expect(
        response.json().fields.map((f: { field: string }) => f.field),
        label,
      ).toContain(field);
    }
    const outside = await patchCheckout(browser, checkout.id, { version: checkout.version, delivery: { ...address, pincode: '110001' } });
    expect(outside.json().fields).toEqual([{ field: 'delivery.pincode', message: 'We deliver only within Mumbai (PIN codes 400001–400107)' }]);
    expect(await h.scan(h.tables.delivery.name)).toEqual([]);
    expect((await browser('GET', `/api/checkouts/${checkout.id}`)).json<CheckoutView>().delivery).toBeUndefined();
  });

  it('stores the address under Details with India as the default country, and the checkout keeps it', async () => {
    const { browser, checkout } = await open();
    const key = newKey('delivery');
    const delivery = { ...address, city: ' Mumbai ' };
    const response = await patchCheckout(browser, checkout.id, { version: checkout.version, delivery }, key);
    expect(response.statusCode).toBe(200);
    expect(response.json<CheckoutView>().delivery).toEqual({ id: expect.stringMatching(serverIdPattern), ...delivery });

    const item = await h.get(h.tables.delivery.name, { IdempotencyKey: key });
    expect(item).toEqual({
      IdempotencyKey: key,
      id: response.json<CheckoutView>().delivery!.id,
      CheckoutHash: createHash('sha256').update(checkout.id).digest('hex'),
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
      RequestHash: requestHash({ checkout: checkout.id, body: delivery }),
    });
    expect(schemaErrors(deliveryRecordSchema, item)).toEqual([]);
  });

  it('keeps every optional field that is given', async () => {
    const { browser, checkout } = await open();
    const key = newKey('delivery');
    await patchCheckout(
      browser,
      checkout.id,
      { version: checkout.version, delivery: { ...address, email: 'asha@example.com', addressLine2: 'Bandra West', country: 'India' } },
      key,
    );
    const item = await h.get(h.tables.delivery.name, { IdempotencyKey: key });
    expect(item?.Details).toMatchObject({ Email: 'asha@example.com', AddressLine2: 'Bandra West', Country: 'India' });
    expect(schemaErrors(deliveryRecordSchema, item)).toEqual([]);
  });
});

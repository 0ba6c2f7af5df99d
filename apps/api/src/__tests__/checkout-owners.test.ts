// A signed-in customer's checkout belongs to their account: it prefills their name and phone, answers only to their
// session (another customer, or a guest holding its id, gets the same 404 as an unknown id), and its order is theirs.
// Against cognito-local and dynalite started here; nothing mocked.
import { apiPaths } from '@partybox/contracts';
import type { CheckoutView } from '@partybox/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { newPhone, startAccountsHarness } from './support/accounts-harness';
import { completeCheckout, deliveryDetails, guest, partyDetails, patchCheckout, signedIn, startCheckout, firstDelivery } from './support/checkout';
import { customer, daysFromToday } from './support/operations';
import { useHarness } from './support/harness';

const harness = useHarness(() => startAccountsHarness(), 60_000);

describe("a signed-in customer's checkout", () => {
  it('prefills the forms with their name and phone, and its order carries the customer', async () => {
    const phone = newPhone();
    const browser = signedIn(await customer(harness, phone, 'Meera Iyer'));
    const started = await startCheckout(browser);
    expect(started.statusCode, started.body).toBe(201);
    const view = started.json<CheckoutView>();
    expect(view.prefill).toEqual({ name: 'Meera Iyer', phone });
    const saved = await patchCheckout(browser, view.id, {
      version: view.version,
      customization: partyDetails({ name: 'Meera Iyer', phone, eventDate: daysFromToday(30) }),
      // This suite runs on the real clock (its sign-in tokens expire on real time): the first day the calendar offers today.
      delivery: deliveryDetails({ fullName: 'Meera Iyer', phone, ...(await firstDelivery(browser, daysFromToday(30))) }),
      payment: { method: 'cod' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const done = await completeCheckout(browser, view.id, { total: saved.json<CheckoutView>().total });
    expect(done.statusCode, done.body).toBe(201);
    const stored = await harness.get(harness.tables.order.name, { IdempotencyKey: done.json().order.id });
    const sub = (await harness.scan(harness.tables.customer.name)).find((record) => record.Phone === phone)!.sub;
    expect(stored).toMatchObject({ CustomerId: sub });
    expect((await browser('GET', apiPaths.accountOrders)).json().orders.map((o: { id: string }) => o.id)).toEqual([done.json().order.id]);
  });

  it('answers 404 to another customer and to a guest holding its id, exactly as an unknown id', async () => {
    const owner = signedIn(await customer(harness, newPhone()));
    const view = (await startCheckout(owner)).json<CheckoutView>();
    const other = signedIn(await customer(harness, newPhone(), 'Ravi Kumar'));
    const unknown = await other('GET', apiPaths.checkout.href('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    const stranger = guest(harness.app);
    // Even with a cookie naming it: a customer's checkout answers to their session only.
    stranger.cookies.set('pb_checkout', view.id);
    for (const send of [other, stranger]) {
      const read = await send('GET', apiPaths.checkout.href(view.id));
      expect(read.statusCode).toBe(404);
      expect(read.body).toBe(unknown.body);
      expect((await patchCheckout(send, view.id, { version: view.version, payment: { method: 'upi' } })).statusCode).toBe(404);
      expect((await completeCheckout(send, view.id, { total: view.total })).statusCode).toBe(404);
    }
    expect((await owner('GET', apiPaths.checkout.href(view.id))).statusCode).toBe(200);
  });
});

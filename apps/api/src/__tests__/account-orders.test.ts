// Orders follow the customer: an order placed signed in carries the customer, the account lists its orders newest
// first (guest orders placed with the verified phone included), and only the owner or the token's holder reads one.
// Against cognito-local and dynalite started here; nothing mocked.
import type { AccountOrders } from '@partybox/contracts/accounts';
import type { PlacedOrder } from '@partybox/contracts';
import { describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness } from './support/accounts-harness';
import { placeOrder as placeThroughCheckout, signedIn as sendAs } from './support/checkout';
import { customer, daysFromToday } from './support/operations';
import { useHarness } from './support/harness';

const harness = useHarness(() => startAccountsHarness(), 60_000);

/** Creates and confirms an account for `phone`, signs it in (password, then the SMS code); answers its browser. */
const signedIn = (phone: string, name?: string) => customer(harness, phone, name);

/** A whole checkout from `browser` (delivery to `phone`, then complete), as the storefront sends it. */
async function placeOrder(browser: Browser, phone: string, themeId = 'superhero'): Promise<PlacedOrder & { accessToken: string }> {
  return placeThroughCheckout(sendAs(browser), {
    lines: [{ themeId, addons: [], quantity: 1 }],
    party: { phone, eventDate: daysFromToday(30) },
    delivery: { phone },
  });
}

const listOf = async (browser: Browser) => {
  const response = await browser.get('/api/account/orders');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccountOrders>();
};

const subOf = async (phone: string) => (await harness.scan(harness.tables.customer.name)).find((record) => record.Phone === phone)!.sub as string;

describe('orders of an account', () => {
  it('an order placed signed in carries the customer from the session, and reads back without its token', async () => {
    const phone = newPhone();
    const browser = await signedIn(phone);
    const order = await placeOrder(browser, phone);

    const stored = (await harness.scan(harness.tables.order.name)).find((item) => item.id === order.id)!;
    expect(stored.CustomerId).toBe(await subOf(phone));
    // A customer's order is theirs by CustomerId; only guest orders keep the phone for matching.
    expect(stored.Phone).toBeUndefined();

    const read = await browser.get(`/api/orders/${order.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: order.id, orderNumber: order.orderNumber, total: order.total });
    expect((await listOf(browser)).orders.map((o) => o.id)).toEqual([order.id]);
  });

  it("another customer's order answers 404, the same as an unknown one, and is not in their list", async () => {
    const ownerPhone = newPhone();
    const owner = await signedIn(ownerPhone);
    const order = await placeOrder(owner, ownerPhone);
    const other = await signedIn(newPhone(), 'Ravi Kumar');

    const refused = await other.get(`/api/orders/${order.id}`);
    const unknown = await other.get(`/api/orders/${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(unknown.body);
    expect((await listOf(other)).orders).toEqual([]);
    // A guest without the token is refused the same way; with the token the order reads.
    const guest = new Browser(harness);
    expect((await guest.get(`/api/orders/${order.id}`)).statusCode).toBe(404);
    const withToken = await harness.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { 'order-access-token': order.accessToken } });
    expect(withToken.statusCode).toBe(200);
  });

  it('a guest order placed with a phone joins the list of whoever signs up with that number verified; newest first', async () => {
    const phone = newPhone();
    const guestOrder = await placeOrder(new Browser(harness), phone, 'glow');
    // Someone else's signed-in order delivered to that phone stays theirs.
    const friendPhone = newPhone();
    const friendsOrder = await placeOrder(await signedIn(friendPhone, 'Meera'), phone);

    const browser = await signedIn(phone);
    const second = await placeOrder(browser, phone);
    const third = await placeOrder(browser, phone, 'glow');

    const list = await listOf(browser);
    expect(list.orders.map((o) => o.id)).toEqual([third.id, second.id, guestOrder.id]);
    expect(list.orders.map((o) => o.id)).not.toContain(friendsOrder.id);
    expect(list).toMatchObject({ limit: 50, more: false });
    const createdAt = list.orders.map((o) => o.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    // The matched guest order reads back signed in, without its token.
    expect((await browser.get(`/api/orders/${guestOrder.id}`)).statusCode).toBe(200);
    expect((await browser.get(`/api/orders/${friendsOrder.id}`)).statusCode).toBe(404);
  });

  it('the list needs a session', async () => {
    const response = await new Browser(harness).get('/api/account/orders');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'signed_out' });
  });
});

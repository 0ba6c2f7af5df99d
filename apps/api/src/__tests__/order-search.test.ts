// The console's search against cognito-local and dynalite started here: an order is found by the orderer's, the
// recipient's and the birthday person's names, any part of its number and a phone in any format, through Queries and
// reads by key only (the search items kept with the order), never a Scan; the Customer column names who ordered.
import type { AdminOrderPage } from '@partybox/contracts/operations';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { placeOrder, signedIn } from './support/checkout';
import { customer, daysFromToday, operator } from './support/operations';

let harness: AccountsHarness;
let staff: Browser;
let orderNumber: string;
let other: string;
const ordererPhone = newPhone();
const recipientPhone = newPhone();

beforeAll(async () => {
  harness = await startAccountsHarness();
  staff = await operator(harness, newPhone(), 'Priya Shah');
  const shopper = await customer(harness, ordererPhone, "Meera D'Souza");
  const placed = await placeOrder(signedIn(shopper), {
    party: { name: "Meera D'Souza", phone: ordererPhone, eventDate: daysFromToday(20), decorName: 'Happy Birthday Aarav' },
    delivery: { fullName: 'Wedding planner: Tanvi Kapoor', phone: recipientPhone },
  });
  orderNumber = placed.orderNumber;
  // A second order that shares no name with the first: every search below must leave it out.
  other = (
    await placeOrder(signedIn(shopper), {
      party: { name: 'Rohan Iyer', phone: newPhone(), eventDate: daysFromToday(21), decorName: 'Diya' },
      delivery: { fullName: 'Rohan Iyer', phone: newPhone() },
    })
  ).orderNumber;
}, 120_000);
afterAll(async () => harness?.close());

const search = async (q: string) => {
  const response = await staff.get(`/api/admin/orders?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOrderPage>().items.map((order) => order.orderNumber);
};

describe('searching orders', () => {
  it("finds the order by the birthday child's name, the orderer's and the recipient's names, in any case and spelling of punctuation", async () => {
    for (const q of ['Aarav', 'aarav', 'Dsouza', "d'souza", 'meera', 'Tanvi', 'kapoor', 'Meera Dsouza', 'aar'])
      expect(await search(q), q).toEqual([orderNumber]);
    expect(await search('Rohan')).toEqual([other]);
    expect(await search('Meera Iyer')).toEqual([]);
  });

  it('finds the order by any part of its number', async () => {
    const tail = orderNumber.slice(-6);
    expect(await search(tail)).toEqual([orderNumber]);
    expect(await search(tail.toLowerCase())).toEqual([orderNumber]);
    expect(await search(orderNumber.slice(3, 12))).toContain(orderNumber);
    expect(await search(orderNumber)).toEqual([orderNumber]);
    // Parts that start anywhere in "PB-YYMMDD-XXXXXX", with or without the dashes, in any case. A part of the date
    // alone also finds every other order placed that day; one reaching into the suffix finds this order, and any other
    // whose number holds it too (another order of that day whose random suffix starts the same way): never one that
    // does not hold it.
    const [, date = '', suffix = ''] = orderNumber.split('-');
    for (const q of [`PB-${date.slice(0, 4)}`, `b${date}`, date, date.slice(1), date.slice(2), date.slice(3)])
      expect(await search(q), q).toContain(orderNumber);
    for (const q of [
      `${date.slice(2)}-${suffix.slice(0, 2)}`,
      `${date.slice(3)}${suffix.slice(0, 1)}`,
      `${date.slice(5)}-${suffix.slice(0, 3)}`,
      suffix.slice(1, 5),
      suffix.slice(3),
    ]) {
      const found = await search(q);
      expect(found, q).toContain(orderNumber);
      for (const number of found) expect(number.replaceAll('-', '').toLowerCase(), q).toContain(q.replaceAll('-', '').toLowerCase());
    }
    expect(await search(`b${date}${suffix}`)).toEqual([orderNumber]);
    // A part found from a later place is checked against the whole number: another digit before the suffix finds nothing.
    const wrong = `${date[5] === '0' ? '1' : '0'}${suffix.slice(0, 3)}`;
    expect(await search(wrong)).toEqual([]);
  });

  it('finds the order by each form of a part of its number: whole, date only, spanning the date and the suffix, suffix only', async () => {
    // "PB-261126-AB12CD": the date "261126" is the India day of placement, the suffix "AB12CD" random.
    const [, date = '', suffix = ''] = orderNumber.split('-');
    const only = [
      orderNumber, // "PB-261126-AB12CD"
      orderNumber.replaceAll('-', '').toLowerCase(), // "pb261126ab12cd"
      suffix, // "AB12CD"
    ];
    for (const q of only) expect(await search(q), q).toEqual([orderNumber]);
    // Shorter parts reaching into the suffix find this order, and only orders whose number holds them (another of that
    // day may share the suffix's first characters: the suffix is random).
    for (const q of [
      `${date.slice(2)}-${suffix.slice(0, 2)}` /* "1126-AB" */,
      `${date.slice(5)}${suffix.slice(0, 3)}` /* "6AB1" */,
      suffix.slice(2) /* "12CD" */,
    ]) {
      const found = await search(q);
      expect(found, q).toContain(orderNumber);
      for (const number of found) expect(number.replaceAll('-', '').toLowerCase(), q).toContain(q.replaceAll('-', '').toLowerCase());
    }
    // A part within "PB" and the date, or reaching one character past it, is found from the dates it may name: every
    // order found holds it ("26A" also finds another order of that day whose suffix starts with "A"), this one among them.
    const partsOfDays = [date, date.slice(1, 5), `PB${date.slice(0, 4)}`, `pb-${date.slice(0, 2)}`, `${date.slice(5)}${suffix.slice(0, 1)}`];
    for (const q of [...partsOfDays, `${date.slice(4)}${suffix.slice(0, 1)}`.toLowerCase(), `b${date}-${suffix.slice(0, 1)}`]) {
      const found = await search(q);
      expect(found, q).toContain(orderNumber);
      for (const number of found) expect(number.replaceAll('-', '').toLowerCase(), q).toContain(q.replaceAll('-', '').toLowerCase());
    }
  });

  it('stores at most 9 search items for an order with one-word names and one phone: 6 of them for its number', async () => {
    const phone = newPhone();
    const shopper = await customer(harness, phone, 'Kavya');
    const placed = await placeOrder(signedIn(shopper), {
      party: { name: 'Kavya', phone, eventDate: daysFromToday(22), decorName: 'Kavya' },
      delivery: { fullName: 'Kavya', phone },
    });
    const items = (await harness.scan(harness.tables.orderSearch.name)).filter((item) => String(item.Term).endsWith(`#${placed.orderNumber}`));
    const numberTerms = items.map((item) => String(item.Term).split('#')[0]!).filter((term) => /\d/.test(term) && !/^\d{10}$/.test(term));
    // The whole number and the suffix's 5 tails (every tail of the number took 13), the name and the phone.
    expect(numberTerms.length).toBeLessThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(9);
    expect(await search(placed.orderNumber)).toEqual([placed.orderNumber]);
  });

  it("finds the order by the orderer's or the recipient's phone, however it is written", async () => {
    for (const phone of [ordererPhone, recipientPhone]) {
      for (const q of [phone, `${phone.slice(0, 5)} ${phone.slice(5)}`, `+91 ${phone}`, `+91-${phone.slice(0, 5)}-${phone.slice(5)}`, `0${phone}`]) {
        expect(await search(q), q).toEqual([orderNumber]);
      }
    }
  });

  it('reads the search items and the orders by key: no Scan', async () => {
    const send = vi.spyOn(harness.db, 'send');
    await search('Aarav');
    await search(orderNumber.slice(-6));
    await search(`+91 ${ordererPhone}`);
    const commands = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();
    expect(commands).toContain('QueryCommand');
    expect(commands.filter((name) => name !== 'QueryCommand' && name !== 'GetCommand')).toEqual([]);
  });

  it('shows who ordered in the Customer column, not the recipient', async () => {
    const [row] = (await (await staff.get(`/api/admin/orders?q=${orderNumber}`)).json<AdminOrderPage>()).items;
    expect(row?.customerName).toBe("Meera D'Souza");
    // Its link opens that person's page: their phone, not the recipient's.
    expect(row?.phone).toBe(ordererPhone);
    expect(ordererPhone).not.toBe(recipientPhone);
  });

  it('pages through many matches with a cursor, in the list order (delivery day, then order number)', async () => {
    const shopper = await customer(harness, newPhone());
    const placed: string[] = [];
    for (const days of [30, 31, 32]) {
      const party = { name: 'Nisha Rao', phone: newPhone(), eventDate: daysFromToday(days), decorName: 'Ishaan turns 5' };
      placed.push((await placeOrder(signedIn(shopper), { party, delivery: { fullName: 'Nisha Rao', phone: newPhone() } })).orderNumber);
    }
    // All three go out on the calendar's first open day, so the list orders them by number within it.
    placed.sort();
    const first = (await staff.get('/api/admin/orders?q=ishaan&limit=2')).json<AdminOrderPage>();
    expect(first.items.map((order) => order.orderNumber)).toEqual(placed.slice(0, 2));
    expect(first.nextCursor).toBeDefined();
    const second = (await staff.get(`/api/admin/orders?q=ishaan&limit=2&cursor=${first.nextCursor}`)).json<AdminOrderPage>();
    expect(second.items.map((order) => order.orderNumber)).toEqual(placed.slice(2));
    expect(second.nextCursor).toBeUndefined();
  });

  it('says what to type when the search is too short', async () => {
    const response = await staff.get('/api/admin/orders?q=a');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'q', message: expect.stringContaining('at least 2 letters') }]);
  });
});

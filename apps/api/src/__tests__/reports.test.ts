// The shop's numbers against cognito-local and dynalite started here: 300 orders stored through the order repository
// with payments, failed attempts and refunds (processed, pending, failed) in their ledgers; the report's totals and
// every breakdown equal the sums of what those ledgers hold, read without a Scan; the orders CSV opens with Devanagari
// intact and formulas defused; a customer's page lists their orders and what they spent.
import { indiaToday } from '@partybox/contracts';
import type { CustomerPage, SalesReport, Takings } from '@partybox/contracts/reports';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderRepository, OrderSearchIndex } from '../modules/orders';
import { searchWord } from '../modules/orders/order-search';
import type { OrderRecord } from '../platform/db/records';
import { Repository } from '../platform/db/repository';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { placeOrder, signedIn } from './support/checkout';
import { customer, daysFromToday, operator } from './support/operations';

let harness: AccountsHarness;
let staff: Browser;
/** What each generated order should count, worked out as it was made (not by the code under test). */
const expected: { order: OrderRecord; placedOn: string; paid: number; refunded: number }[] = [];
const regularPhone = newPhone();
const themes = ['Superhero', 'Unicorn', 'Jungle', 'Space'];
const occasions = ['Birthday', 'Baby Shower', 'Anniversary'];
const methods = ['upi', 'card', 'netbanking', 'cod'] as const;

beforeAll(async () => {
  harness = await startAccountsHarness();
  staff = await operator(harness, newPhone(), 'Priya Shah');
  // One order through the real checkout is the pattern; 300 copies of it, each its own order, go through the repository.
  const shopper = await customer(harness, newPhone());
  const placed = await placeOrder(signedIn(shopper), {});
  const [template] = (await harness.scan(harness.tables.order.name)) as OrderRecord[];
  expect(template?.OrderNumber).toBe(placed.orderNumber);
  await harness.db.send(
    new (await import('@aws-sdk/lib-dynamodb')).DeleteCommand({ TableName: harness.tables.order.name, Key: { IdempotencyKey: template!.IdempotencyKey } }),
  );
  const repo = new Repository(harness.db);
  const orders = new OrderRepository(repo, harness.tables.order, () => 'unused', new OrderSearchIndex(repo, harness.tables.orderSearch));
  const now = Date.now();
  for (let i = 0; i < 300; i += 1) {
    const total = 900 + ((i * 37) % 40) * 50;
    const method = methods[i % methods.length]!;
    const createdAt = new Date(now - ((i * 7919) % (60 * 24)) * 3_600_000 * 0.05 - (i % 45) * 86_400_000).toISOString();
    const key = `report-order-${String(i).padStart(3, '0')}`;
    // Numbered on the India day it was placed, as every order is (the reports find orders by their numbers' days).
    const orderNumber = `PB-${indiaToday(new Date(createdAt)).slice(2).replaceAll('-', '')}-R${String(i).padStart(5, '0')}`;
    let paid = 0;
    let refunded = 0;
    let paymentStatus: string;
    const payments: Record<string, unknown>[] = [];
    const refunds: Record<string, unknown>[] = [];
    // Some orders were edited up by ₹500 after placement: a cash order collects the new total; an order paid online
    // keeps the total its payment was taken for (PaymentTotal) and pays the balance by link. Placed counts the new total.
    const raised = (method === 'cod' && i % 13 === 5) || (method !== 'cod' && i % 13 === 2 && i % 5 !== 1) ? 500 : 0;
    if (method === 'cod') {
      paymentStatus = i % 3 === 0 ? 'collected-on-delivery' : 'pay-on-delivery';
      if (paymentStatus === 'collected-on-delivery') paid = (total + raised) * 100;
    } else if (i % 5 === 1) {
      paymentStatus = 'payment-failed';
      payments.push({ id: `pay_f${i}`, gatewayOrderId: `order_${i}`, amountPaise: total * 100, method, status: 'failed', at: createdAt });
    } else {
      paymentStatus = 'paid';
      payments.push({ id: `pay_${i}`, gatewayOrderId: `order_${i}`, amountPaise: total * 100, method, status: 'captured', at: createdAt });
      paid = total * 100;
      if (i % 7 === 0) {
        // A partial refund processed, and one refused by the gateway that returns nothing.
        refunds.push({
          id: `rfnd_${i}`,
          paymentId: `pay_${i}`,
          amountPaise: 25_000,
          status: 'processed',
          reason: 'Late',
          at: createdAt,
          group: `g${i}`,
          attempt: 1,
        });
        refunds.push({
          id: `rfnd_x${i}`,
          paymentId: `pay_${i}`,
          amountPaise: 10_000,
          status: 'failed',
          reason: 'Retry',
          at: createdAt,
          group: `h${i}`,
          attempt: 1,
        });
        refunded = 25_000;
      } else if (i % 11 === 0) {
        // A full refund on its way: a first attempt failed, the retry of the same refund is pending (counts once).
        refunds.push({
          id: `rfnd_a${i}`,
          paymentId: `pay_${i}`,
          amountPaise: total * 100,
          status: 'failed',
          reason: 'Cancelled',
          at: createdAt,
          group: `c${i}`,
          attempt: 1,
        });
        refunds.push({
          id: `rfnd_b${i}`,
          paymentId: `pay_${i}`,
          amountPaise: total * 100,
          status: 'pending',
          reason: 'Cancelled',
          at: createdAt,
          group: `c${i}`,
          attempt: 2,
        });
        paymentStatus = 'refund-pending';
        refunded = total * 100;
      }
      if (raised > 0) {
        payments.push({ id: `pay_l${i}`, gatewayOrderId: `plink_${i}`, amountPaise: raised * 100, method, status: 'captured', at: createdAt });
        paid += raised * 100;
      }
    }
    const order: OrderRecord = {
      ...template!,
      IdempotencyKey: key,
      id: key,
      OrderNumber: orderNumber,
      EventSort: `${template!.EventDate}#${orderNumber}`,
      CreatedAt: createdAt,
      Total: total + raised,
      ...(raised > 0 && method !== 'cod' && { PaymentTotal: total }),
      Subtotal: total + raised,
      Shipping: 0,
      Lines: [{ ...template!.Lines[0]!, ThemeName: themes[i % themes.length]!, LineTotal: total, UnitPrice: total, Quantity: 1 }],
      PaymentMethod: method,
      PaymentStatus: paymentStatus as OrderRecord['PaymentStatus'],
      Occasion: occasions[i % occasions.length]!,
      OrderedBy: i === 0 ? 'आरव शर्मा' : i === 1 ? '=HYPERLINK("http://evil.example","x")' : `Customer ${i}`,
      ContactPhone: i % 10 === 0 ? regularPhone : newPhone(),
      SearchTerms: [searchWord(orderNumber), ...(i % 10 === 0 ? [regularPhone] : [])],
      Ledger: { payments, refunds },
    };
    // Every sixth booked for the evening slot; the rest as orders placed before the calendar (no slot).
    if (i % 6 === 0) order.DeliverySlot = { Date: template!.EventDate!, SlotId: 'evening', Label: 'Evening 4–8 pm' };
    else delete order.DeliverySlot;
    await orders.place(order);
    expected.push({ order, placedOn: indiaToday(new Date(createdAt)), paid, refunded });
  }
}, 240_000);
afterAll(async () => harness?.close());

const sumOf = (rows: typeof expected): Takings => ({
  orders: rows.length,
  placedPaise: rows.reduce((sum, row) => sum + row.order.Total * 100, 0),
  paidPaise: rows.reduce((sum, row) => sum + row.paid, 0),
  refundedPaise: rows.reduce((sum, row) => sum + row.refunded, 0),
  netPaise: rows.reduce((sum, row) => sum + row.paid - row.refunded, 0),
});
const between = (from: string, to: string) => expected.filter((row) => row.placedOn >= from && row.placedOn <= to);
const addRows = (rows: readonly { takings: Takings }[]): Takings =>
  rows.reduce<Takings>(
    (sum, { takings }) => ({
      orders: sum.orders + takings.orders,
      placedPaise: sum.placedPaise + takings.placedPaise,
      paidPaise: sum.paidPaise + takings.paidPaise,
      refundedPaise: sum.refundedPaise + takings.refundedPaise,
      netPaise: sum.netPaise + takings.netPaise,
    }),
    { orders: 0, placedPaise: 0, paidPaise: 0, refundedPaise: 0, netPaise: 0 },
  );

describe('the sales report', () => {
  it("adds up: over 300 orders, each period's and the range's totals equal the sums of the orders' ledgers, and so does every breakdown", async () => {
    const from = daysFromToday(-50);
    const to = daysFromToday(0);
    const send = vi.spyOn(harness.db, 'send');
    const response = await staff.get(`/api/admin/reports?from=${from}&to=${to}`);
    const commands = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();
    expect(response.statusCode, response.body).toBe(200);
    expect(commands.filter((name) => name !== 'QueryCommand' && name !== 'GetCommand')).toEqual([]);
    const report = response.json<SalesReport>();
    expect(report.range.takings).toEqual(sumOf(between(report.range.from, report.range.to)));
    expect(report.range.takings.orders).toBe(300);
    expect(report.range.takings.refundedPaise).toBeGreaterThan(0);
    for (const period of [report.today, report.week, report.month]) expect(period.takings, period.from).toEqual(sumOf(between(period.from, period.to)));
    expect(report.today.from).toBe(indiaToday(new Date()));
    expect(report.month.from.endsWith('-01')).toBe(true);
    expect(new Date(`${report.week.from}T00:00:00Z`).getUTCDay()).toBe(1);
    for (const rows of [report.range.byTheme, report.range.byOccasion, report.range.byPaymentMethod, report.range.bySlot]) {
      expect(addRows(rows)).toEqual(report.range.takings);
    }
    const unicorn = report.range.byTheme.find((row) => row.key === 'Unicorn');
    expect(unicorn?.takings).toEqual(sumOf(expected.filter((row) => row.order.Lines[0]!.ThemeName === 'Unicorn')));
    expect(report.range.bySlot.map((row) => row.key).sort()).toEqual(['Evening 4–8 pm', 'To be agreed']);
    expect(report.range.byPaymentMethod.find((row) => row.key === 'cod')?.takings).toEqual(sumOf(expected.filter((row) => row.order.PaymentMethod === 'cod')));
  });

  it('covers only the days asked for, and names a bad range', async () => {
    const day = expected[5]!.placedOn;
    const report = (await staff.get(`/api/admin/reports?from=${day}&to=${day}`)).json<SalesReport>();
    expect(report.range.takings).toEqual(sumOf(between(day, day)));
    const bad = await staff.get('/api/admin/reports?from=2026-13-01&to=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ field: 'from', message: 'Enter a date as YYYY-MM-DD' }]);
    const backwards = await staff.get('/api/admin/reports?from=2026-11-10&to=2026-11-01');
    expect(backwards.json().fields).toEqual([{ field: 'to', message: 'The end date must not be before the start date' }]);
  });
});

describe('the orders CSV', () => {
  it('starts with a byte order mark, keeps Devanagari intact, defuses formulas, one row per order', async () => {
    const response = await staff.get(`/api/admin/orders.csv?from=${daysFromToday(-50)}&to=${daysFromToday(0)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(bytes.includes(Buffer.from('आरव शर्मा', 'utf8'))).toBe(true);
    const rows = text.split('\r\n').filter(Boolean);
    expect(rows[0]).toMatch(/^Order number,Placed at,Event date,Ordered by,/);
    expect(rows).toHaveLength(301);
    const formula = rows.find((row) => row.includes('HYPERLINK'))!;
    expect(formula.split(',')[3]).toBe(`"'=HYPERLINK(""http://evil.example""`);
  });
});

describe("a customer's page", () => {
  it('lists every order placed with their phone, newest first, and what they spent from the ledgers', async () => {
    const response = await staff.get(`/api/admin/customers/${encodeURIComponent(`+91 ${regularPhone.slice(0, 5)} ${regularPhone.slice(5)}`)}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<CustomerPage>();
    const theirs = expected.filter((row) => row.order.ContactPhone === regularPhone);
    expect(page.phone).toBe(regularPhone);
    expect(page.orders.map((order) => order.orderNumber).sort()).toEqual(theirs.map((row) => row.order.OrderNumber).sort());
    const placedAt = page.orders.map((order) => order.placedAt);
    expect(placedAt).toEqual([...placedAt].sort().reverse());
    expect(page.spent).toEqual(sumOf(theirs));
    expect((await staff.get('/api/admin/customers/12345')).json().fields).toEqual([{ field: 'phone', message: expect.stringContaining('10-digit') }]);
  });
});

// The console's day list: Today by default, orders by slot with what the team needs on each row, bulk confirm.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, indiaToday } from '@partybox/contracts';
import type { AdminOrderDetail, AdminOrderSummary } from '@partybox/contracts/operations';
import { describe, expect, it } from 'vitest';
import { formatInr } from '../../../lib/format';
import { operatorMe, signedInOperator } from '../../../testing/operator-session';
import { renderApp } from '../../../testing/render-app';
import { stubFetch, type SentRequest, type StubAnswer } from '../../../testing/stub-fetch';

const today = indiaToday(new Date());
const slow = { timeout: 5000 };
const slot = (slotId: string, label: string) => ({ date: today, slotId, label });

const base: AdminOrderSummary = {
  orderNumber: 'PB-261201-AAAAA1',
  eventDate: today,
  customerName: 'Asha Rao',
  phone: '9820098200',
  status: 'placed',
  paymentMethod: 'cod',
  paymentStatus: 'pay-on-delivery',
  total: 12198,
  createdAt: '2026-11-20T10:00:00.000Z',
  themeNames: ['Glow Party'],
};
const unslotted = { ...base, orderNumber: 'PB-261201-NOSLOT', createdAt: '2026-11-19T10:00:00.000Z' };
const evening = { ...base, orderNumber: 'PB-261201-EVENIN', deliverySlot: slot('evening', '3-6 pm'), customerName: 'Kabir Shah' };
const morning: AdminOrderSummary = {
  ...base,
  orderNumber: 'PB-261201-MORNIN',
  deliverySlot: slot('morning', '9-12 am'),
  paymentMethod: 'upi',
  paymentStatus: 'paid',
  status: 'confirmed',
  themeNames: ['Superheroes', 'Unicorn'],
};
const noon = { ...base, orderNumber: 'PB-261201-NOONAA', deliverySlot: slot('noon', '12-3 pm'), customerName: 'Meera Iyer' };
// Cancelled and refunded: not "not paid yet", and not delivered at all.
const cancelled: AdminOrderSummary = {
  ...base,
  orderNumber: 'PB-261201-CANCEL',
  deliverySlot: slot('evening', '3-6 pm'),
  paymentMethod: 'upi',
  paymentStatus: 'refunded',
  status: 'cancelled',
};
const calendar = {
  days: [
    {
      date: today,
      capacity: 12,
      booked: 3,
      slots: [
        { id: 'morning', label: '9-12 am', capacity: 4, booked: 1 },
        { id: 'noon', label: '12-3 pm', capacity: 4, booked: 1 },
        { id: 'evening', label: '3-6 pm', capacity: 4, booked: 1 },
      ],
    },
  ],
};

function api(answer: (request: SentRequest) => StubAnswer) {
  return stubFetch((request: SentRequest) => (request.url.endsWith('/api/auth/me') ? operatorMe : answer(request)));
}

const listOf =
  (items: readonly AdminOrderSummary[]) =>
  (request: SentRequest): StubAnswer | undefined => {
    if (request.url.includes('/api/admin/calendar')) return { status: 200, body: calendar };
    if (request.url.includes('/api/admin/orders?')) return { status: 200, body: { items } };
    return undefined;
  };

signedInOperator();

describe('the day list', () => {
  it('opens on Today, asks for the whole day, and lists it by slot in the calendar’s order, "to be agreed" last', async () => {
    const list = listOf([unslotted, evening, morning, noon, cancelled]);
    const sent = api((request) => list(request) ?? { status: 404, body: {} });
    renderApp('/admin');
    const table = await screen.findByRole('table', {}, slow);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Today');
    expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    expect(sent.sent.some((request) => request.url.endsWith(`/api/admin/orders?from=${today}&to=${today}&limit=100`))).toBe(true);
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('link').length > 0);
    expect(rows.map((row) => within(row).getByRole('link', { name: /^PB-/ }).textContent)).toEqual([
      'PB-261201-MORNIN',
      'PB-261201-NOONAA',
      'PB-261201-CANCEL',
      'PB-261201-EVENIN',
      'PB-261201-NOSLOT',
    ]);
    expect(rows[0]).toHaveTextContent('9-12 am');
    expect(rows[0]).toHaveTextContent('Superheroes, Unicorn');
    expect(rows[0]).toHaveTextContent('Paid online');
    expect(rows[1]).toHaveTextContent('Meera Iyer');
    expect(rows[1]).toHaveTextContent(`Collect ${formatInr(12198)} in cash`);
    expect(rows[2]).toHaveTextContent('Cancelled: do not deliver');
    expect(rows[2]).not.toHaveTextContent('Not paid yet');
    expect(rows[4]).toHaveTextContent('To be agreed');
  });

  it('shows Tomorrow and This week one tap away', async () => {
    const sent = api((request) => listOf([])(request) ?? { status: 404, body: {} });
    renderApp('/admin');
    await userEvent.click(await screen.findByRole('link', { name: 'Tomorrow' }, slow));
    const tomorrow = addDays(today, 1);
    expect(await screen.findByText('No orders for tomorrow.', {}, slow)).toBeInTheDocument();
    expect(sent.sent.some((request) => request.url.endsWith(`/api/admin/orders?from=${tomorrow}&to=${tomorrow}&limit=100`))).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'This week' }));
    expect(await screen.findByText('No orders for this week.', {}, slow)).toBeInTheDocument();
    expect(sent.sent.some((request) => request.url.endsWith(`/api/admin/orders?from=${today}&to=${addDays(today, 6)}&limit=100`))).toBe(true);
  });
});

/** An order's page as the API answers it, for a row of the list. */
const detail = (summary: AdminOrderSummary, status: AdminOrderDetail['status'], version: number): AdminOrderDetail => ({
  ...summary,
  status,
  version,
  boxes: [],
  extras: [],
  subtotal: 0,
  shipping: 0,
  party: { occasion: 'Birthday', guestName: 'Meera' },
  personalised: false,
  notes: [],
  delivery: { name: summary.customerName, phone: summary.phone, email: '', address: 'Flat 3, Mumbai 400050' },
  history: [],
  nextStatuses: [],
  nextPaymentStatuses: [],
  payment: { attempts: [], refunds: [], disputes: [], refundablePaise: 0, attention: [] },
});

describe('bulk confirm', () => {
  it('confirms each ticked placed order once with the version it read, and names by number the one it could not', async () => {
    const confirmed = new Set<string>();
    // The list as it was when the operator opened it (another tab's confirm does not refresh it).
    const list = listOf([noon, evening, unslotted]);
    const sent = api((request) => {
      const listed = list(request);
      if (listed) return listed;
      const number = /orders\/(PB-[\w-]+)/.exec(request.url)?.[1] ?? '';
      const summary = [noon, evening, unslotted].find((order) => order.orderNumber === number)!;
      // Someone cancelled the evening order a moment before our confirm reached it.
      if (number === evening.orderNumber) {
        return request.method === 'POST'
          ? { status: 409, body: { error: 'conflict', message: 'This order was changed by someone else. Reload it to see the change.' } }
          : { status: 200, body: detail(summary, sent.sent.some((r) => r.method === 'POST' && r.url.includes(number)) ? 'cancelled' : 'placed', 4) };
      }
      if (request.method === 'POST') {
        confirmed.add(number);
        return { status: 200, body: detail(summary, 'confirmed', 3) };
      }
      return { status: 200, body: detail(summary, confirmed.has(number) ? 'confirmed' : 'placed', confirmed.has(number) ? 3 : 2) };
    });
    renderApp('/admin');
    await screen.findByRole('table', {}, slow);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every order shown' }));
    const confirm = screen.getByRole('button', { name: 'Confirm 3 placed orders' });
    await userEvent.click(confirm);
    expect(await screen.findByText('Confirmed 2 orders.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`${evening.orderNumber}: someone else changed it (now cancelled)`);
    const posts = () => sent.posts().map((post) => ({ url: post.url.replace(/^.*\/orders\//, ''), body: post.body }));
    expect(posts()).toEqual([
      { url: `${noon.orderNumber}/status`, body: { to: 'confirmed', expectedVersion: 2 } },
      { url: `${evening.orderNumber}/status`, body: { to: 'confirmed', expectedVersion: 4 } },
      { url: `${unslotted.orderNumber}/status`, body: { to: 'confirmed', expectedVersion: 2 } },
    ]);
    // A second click (from a list not yet refreshed, or another tab) reads each order afresh and moves none again.
    await userEvent.click(confirm);
    expect(await screen.findByText('2 orders already confirmed or further along.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`${evening.orderNumber}: it is cancelled`);
    expect(posts()).toHaveLength(3);
  }, 20_000);

  it('leaves a fully refunded order unconfirmed and says why, without asking the API', async () => {
    const list = listOf([noon]);
    const sent = api((request) => list(request) ?? { status: 200, body: { ...detail(noon, 'placed', 5), paymentStatus: 'refunded' } });
    renderApp('/admin');
    await screen.findByRole('table', {}, slow);
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${noon.orderNumber}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm 1 placed order' }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      `${noon.orderNumber}: This order's payment was refunded in full, so it cannot be confirmed: cancel it, or take a new payment first.`,
    );
    expect(sent.posts()).toEqual([]);
  }, 20_000);

  it('says the balance an edit left owing beside "Paid" in the payment column', async () => {
    const list = listOf([{ ...morning, balanceDue: 1200 }, noon]);
    api((request) => list(request) ?? { status: 404, body: {} });
    renderApp('/admin');
    const table = await screen.findByRole('table', {}, slow);
    const owing = within(table).getByRole('row', { name: new RegExp(morning.orderNumber) });
    expect(within(owing).getByText('Paid · ₹1,200 due')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: new RegExp(noon.orderNumber) })).queryByText(/due$/)).toBeNull();
  }, 20_000);

  it('prints the ticked orders’ slips, one article each, in the list’s order', async () => {
    const list = listOf([noon, evening, unslotted]);
    api((request) => {
      const listed = list(request);
      if (listed) return listed;
      const number = /orders\/(PB-[\w-]+)/.exec(request.url)?.[1] ?? '';
      return {
        status: 200,
        body: detail(
          [noon, evening, unslotted].find((order) => order.orderNumber === number)!,
          'confirmed',
          3,
        ),
      };
    });
    const { router } = renderApp('/admin');
    await screen.findByRole('table', {}, slow);
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${unslotted.orderNumber}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${noon.orderNumber}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Print 2 slips' }));
    expect(router.state.location.pathname).toBe('/admin/slips');
    expect(router.state.location.search).toBe(`?orders=${noon.orderNumber},${unslotted.orderNumber}`);
    const slips = await screen.findAllByRole('article', {}, slow);
    expect(slips.map((slip) => slip.getAttribute('aria-labelledby'))).toEqual([`slip-${noon.orderNumber}`, `slip-${unslotted.orderNumber}`]);
    expect(screen.getByRole('button', { name: 'Print all 2 slips' })).toBeInTheDocument();
  }, 20_000);
});

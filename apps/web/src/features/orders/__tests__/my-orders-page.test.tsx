// /orders lists the signed-in customer's orders as the API gives them (newest first), sends a visitor without a
// session to sign in (and back here afterwards), and says what to do when there are none.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as myOrdersRoute from '../../../app/routes/my-orders';
import { formatDate } from '../../../lib/format';
import { renderRoute, resetStores } from '../../../testing/render-route';
import { stubFetch } from '../../../testing/stub-fetch';

beforeEach(resetStores);
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'pb_session=; max-age=0';
});

const order = (id: string, orderNumber: string, createdAt: string, total: number, paymentStatus: string, extra: object = {}) => ({
  id,
  orderNumber,
  themes: ['Diwali', 'Superhero Squad'],
  partyDate: '2025-10-20',
  status: 'placed',
  paymentMethod: paymentStatus === 'pay-on-delivery' ? 'cod' : 'card',
  paymentStatus,
  total,
  createdAt,
  ...extra,
});

describe('/orders (My orders)', () => {
  it('lists each order with its themes, party date, delivery, status and total, newest first, each opening its page', async () => {
    // The marker cookie the API sets beside the HttpOnly session cookies.
    document.cookie = 'pb_session=1';
    const api = stubFetch({
      status: 200,
      body: {
        orders: [
          order('o-2', 'PB-251002-NEW222', '2025-10-02T10:00:00.000Z', 8198, 'pay-on-delivery', {
            deliverySlot: { date: '2025-10-19', slotId: 'midday', label: '12-3 pm' },
          }),
          order('o-1', 'PB-250709-OLD111', '2025-07-09T10:00:00.000Z', 9198, 'awaiting-payment'),
        ],
        limit: 50,
        more: true,
      },
    });
    renderRoute(myOrdersRoute, { path: '/orders' });
    const list = await screen.findByRole('list', { name: 'Your orders, newest first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Order PB-251002-NEW222', 'Order PB-250709-OLD111']);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/orders/PB-251002-NEW222');
    expect(within(rows[0]!).getByRole('heading', { name: 'Diwali, Superhero Squad' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(`Party${formatDate('2025-10-20')}`);
    expect(rows[0]).toHaveTextContent('Delivery Sun 19 Oct, 12-3 pm');
    expect(rows[1]).toHaveTextContent('Delivery time to be agreed');
    expect(rows[0]).toHaveTextContent('Total₹8,198');
    expect(rows[0]).toHaveTextContent('Placed · Pay on delivery');
    expect(rows[1]).toHaveTextContent('Placed · Awaiting payment');
    expect(screen.getByText('Showing your latest 50 orders.')).toBeInTheDocument();
    expect(api.sent.map((request) => request.url)).toEqual(['/api/account/orders']);
  });

  it('with no orders yet, says where they will show and how to place one', async () => {
    document.cookie = 'pb_session=1';
    stubFetch({ status: 200, body: { orders: [], limit: 50, more: false } });
    renderRoute(myOrdersRoute, { path: '/orders' });
    expect(await screen.findByText(/No orders yet\. Orders you place while signed in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop party boxes' })).toHaveAttribute('href', '/ocassion');
  });

  it('sends a visitor without a session to sign in, without asking the API', async () => {
    const api = stubFetch({ status: 500, body: {} });
    renderRoute(myOrdersRoute, { path: '/orders' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('Now at /sign-in');
    expect(api.sent).toEqual([]);
  });

  it('sends a visitor whose session has ended to sign in', async () => {
    document.cookie = 'pb_session=1';
    stubFetch({ status: 401, body: { error: 'signed_out', message: 'Please sign in to continue.' } });
    renderRoute(myOrdersRoute, { path: '/orders' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('Now at /sign-in');
  });
});

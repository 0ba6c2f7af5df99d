// The customer's status page: the timeline with times, the link's token sent as the access header, cancelling with a
// confirmation, and a helpful not-found.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerOrderStatus } from '@partybox/contracts/operations';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../testing/render-app';
import { resetStores } from '../../../testing/render-route';
import { stubFetch } from '../../../testing/stub-fetch';

const order: CustomerOrderStatus = {
  orderNumber: 'PB-261122-ABC123',
  status: 'confirmed',
  paymentMethod: 'cod',
  paymentStatus: 'pay-on-delivery',
  eventDate: '2026-12-04',
  boxes: [{ themeId: 'glow', themeName: 'Glow Party', quantity: 1, basePrice: 11999, addons: [], unitPrice: 11999, lineTotal: 11999 }],
  extras: [],
  subtotal: 11999,
  shipping: 199,
  total: 12198,
  timeline: [
    { status: 'placed', at: '2026-11-22T10:00:00.000Z' },
    { status: 'confirmed', at: '2026-11-22T11:30:00.000Z' },
  ],
  cancellable: true,
  cancelDeadline: '2026-12-01T18:30:00.000Z',
};

/** The page's code loads lazily, as in the app: the first look waits longer on a busy machine. */
const slow = { timeout: 5000 };

beforeEach(() => {
  resetStores();
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/orders/:orderNumber', () => {
  it('reads the order with the link token and shows its timeline, boxes and payment', async () => {
    const api = stubFetch({ status: 200, body: order });
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    expect(await screen.findByText('Confirmed', { selector: 'strong' }, slow)).toBeInTheDocument();
    expect(api.sent[0]).toMatchObject({ url: '/api/orders/by-number/PB-261122-ABC123', headers: { 'order-access-token': 'link-token' } });
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('22 Nov 2026, 3:30 pm'),
      expect.stringContaining('22 Nov 2026, 5:00 pm'),
      'PackedNot yet',
      'Out for deliveryNot yet',
      'DeliveredNot yet',
    ]);
    expect(screen.getByRole('region', { name: 'Your boxes' })).toHaveTextContent('₹12,198');
    expect(screen.getByText('You can cancel this order until 2 Dec 2026, 12:00 am.')).toBeInTheDocument();
  });

  it('cancels after a confirmation, with the optional reason, and then shows Cancelled', async () => {
    const api = stubFetch((request) =>
      request.method === 'POST'
        ? {
            status: 200,
            body: {
              ...order,
              status: 'cancelled',
              cancellable: false,
              cancelReason: 'Plans changed',
              timeline: [...order.timeline, { status: 'cancelled', at: '2026-11-23T04:00:00.000Z' }],
            },
          }
        : { status: 200, body: order },
    );
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, slow));
    expect(api.posts()).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /Why are you cancelling/ }), 'Plans changed');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my order' }));
    expect(await screen.findByText('Cancelled', { selector: 'strong' })).toBeInTheDocument();
    expect(api.posts()[0]).toMatchObject({
      url: '/api/orders/by-number/PB-261122-ABC123/cancel',
      body: { reason: 'Plans changed' },
      headers: { 'order-access-token': 'link-token' },
    });
    expect(screen.getByText('Your order is cancelled. We have sent you a message to confirm it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says how to find an order it may not show, with a way to sign in', async () => {
    stubFetch({ status: 404, body: { error: 'not_found', message: 'No such order.' } });
    renderApp('/orders/PB-261122-NOPE00');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('We could not find order PB-261122-NOPE00 for you.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Forders%2FPB-261122-NOPE00');
  });
});

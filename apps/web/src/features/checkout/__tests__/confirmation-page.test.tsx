import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as confirmationRoute from '../../../app/routes/confirmation';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { renderRoute, resetStores } from '../../../testing/render-route';
import { stubFetch } from '../../../testing/stub-fetch';

const order = {
  id: 'o-7',
  orderNumber: 'PB-250709-XYZ789',
  status: 'received',
  paymentMethod: 'qr',
  lines: [
    { themeId: 'space', themeName: 'Space Adventure', addons: [{ key: 'neonSign', label: 'Neon sign', price: 1550 }], quantity: 2, unitPrice: 16549, lineTotal: 33098 },
  ],
  extras: [{ key: 'nameBanner', label: 'Personalised Name Banner', price: 250 }],
  subtotal: 33348,
  shipping: 199,
  total: 33547,
  createdAt: '2025-07-09T10:00:00.000Z',
};

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('/confirmation', () => {
  it('says there is no recent order, with a link to the shop', async () => {
    renderRoute(confirmationRoute, { path: '/confirmation' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No recent order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop party boxes' })).toHaveAttribute('href', '/ocassion');
  });

  it('reads the last order from the API and shows its number, boxes, total and how to pay', async () => {
    useCheckoutStore.getState().completeOrder('o-7');
    const api = stubFetch({ status: 200, body: order });
    renderRoute(confirmationRoute, { path: '/confirmation' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(await screen.findByText('PB-250709-XYZ789')).toBeInTheDocument();
    expect(screen.getByText('Space Adventure × 2')).toBeInTheDocument();
    expect(screen.getByText('With Neon sign')).toBeInTheDocument();
    expect(screen.getByText('Personalised Name Banner')).toBeInTheDocument();
    expect(screen.getAllByText('₹33,547').length).toBeGreaterThan(0);
    expect(screen.getByText(/UPI QR code for exactly ₹33,547 on WhatsApp/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(api.sent[0]!.url).toBe('/api/orders/o-7');
  });

  it('offers to try again when the order cannot be loaded', async () => {
    useCheckoutStore.getState().completeOrder('o-7');
    stubFetch({ status: 503, body: { error: 'unavailable', message: 'Please try again in a minute.' } }, { status: 200, body: order });
    const { user } = renderRoute(confirmationRoute, { path: '/confirmation' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your order details just now.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('PB-250709-XYZ789')).toBeInTheDocument();
  });
});

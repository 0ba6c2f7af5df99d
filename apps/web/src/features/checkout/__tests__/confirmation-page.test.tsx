import { screen, within } from '@testing-library/react';
import confirmation from 'virtual:catalog/confirmation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as confirmationRoute from '../../../app/routes/confirmation';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { checkoutId, checkoutView } from '../../../testing/checkout-server';
import { renderRoute, resetStores } from '../../../testing/render-route';
import { stubFetch, type SentRequest, type StubAnswer } from '../../../testing/stub-fetch';

const order = {
  id: 'o-7',
  orderNumber: 'PB-250709-XYZ789',
  status: 'placed',
  paymentMethod: 'qr',
  paymentStatus: 'awaiting-payment',
  lines: [
    {
      themeId: 'space',
      themeName: 'Space Adventure',
      addons: [{ key: 'neonSign', label: 'Neon sign', price: 1550 }],
      quantity: 2,
      basePrice: 14999,
      unitPrice: 16549,
      lineTotal: 33098,
    },
  ],
  extras: [{ key: 'nameBanner', label: 'Personalised Name Banner', price: 250 }],
  subtotal: 33348,
  shipping: 199,
  total: 33547,
  createdAt: '2025-07-09T10:00:00.000Z',
  deliverySlot: { date: '2025-07-19', slotId: 'midday', label: '12-3 pm' },
};

const completed = checkoutView({ status: 'completed', order: { id: 'o-7', orderNumber: 'PB-250709-XYZ789', accessToken: 'token-of-o-7' } });

/** This device completed the checkout; the API answers its GET with `checkoutAnswer` and the order's with the others. */
function completedOnThisDevice(checkoutAnswer: StubAnswer, ...orderAnswers: StubAnswer[]) {
  useCheckoutIdStore.getState().complete(checkoutId, { id: 'o-7', orderNumber: 'PB-250709-XYZ789', accessToken: 'token-of-o-7' });
  return stubFetch((request: SentRequest) =>
    request.url.startsWith('/api/checkouts/') ? checkoutAnswer : orderAnswers.length > 1 ? orderAnswers.shift()! : orderAnswers[0]!,
  );
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('/confirmation', () => {
  it('says there is no recent order, with a link to the shop', async () => {
    renderRoute(confirmationRoute, { path: '/confirmation' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No recent order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop party boxes' })).toHaveAttribute('href', '/ocassion');
  });

  it('reads the completed checkout, then its order, and shows its number, boxes, total and how to pay', async () => {
    const api = completedOnThisDevice({ status: 200, body: completed }, { status: 200, body: order });
    renderRoute(confirmationRoute, { path: '/confirmation' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order received' })).toBeInTheDocument();
    expect(await screen.findByText('PB-250709-XYZ789')).toBeInTheDocument();
    expect(screen.getByText('Space Adventure × 2')).toBeInTheDocument();
    const parts = screen.getByRole('list', { name: 'Space Adventure: what the price is made of' });
    // The box, its add-on at the charged price, and the quantity: 14,999 + 1,550 = 16,549; × 2 = 33,098.
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Party box₹14,999', 'Neon sign+₹1,550', '₹16,549 each × 2₹33,098']);
    const extras = screen.getByRole('list', { name: 'Extras: what the price is made of' });
    expect(
      within(extras)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Personalised Name Banner+₹250']);
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent('Subtotal₹33,348Shipping₹199Total₹33,547');
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('₹33,547 to pay · not paid yet · UPI QR code');
    expect(next).toHaveTextContent('Your order is kept: pay for it from its status page');
    // Received, not confirmed: the shop has not confirmed it yet, and the page says what happens until it does.
    expect(next).toHaveTextContent(confirmation.received);
    expect(next).not.toHaveTextContent(confirmation.confirmed);
    // When the box arrives, and until when it can be cancelled (48 hours before that day starts).
    expect(screen.getByText('Delivery Sat 19 Jul, 12-3 pm')).toBeInTheDocument();
    expect(next).toHaveTextContent('cancel it until 11:59 pm on Wed 16 Jul, on its status page');
    expect(screen.queryByText(/confirmed!/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(api.sent.map((request) => request.url)).toEqual([`/api/checkouts/${checkoutId}`, '/api/orders/o-7']);
    // Read with its access token, in a header so it stays out of URLs and logs.
    expect(api.sent[1]!.headers['order-access-token']).toBe('token-of-o-7');
  });

  it('says the payment is received once verified, and apart from it that the delivery slot is not confirmed yet', async () => {
    completedOnThisDevice({ status: 200, body: completed }, { status: 200, body: { ...order, paymentStatus: 'paid' } });
    renderRoute(confirmationRoute, { path: '/confirmation' });
    const next = await screen.findByRole('region', { name: 'What happens next' }, { timeout: 5000 });
    expect(next).toHaveTextContent('Payment received: ₹33,547 · UPI QR code');
    expect(next).toHaveTextContent('There is nothing more to pay.');
    expect(next).toHaveTextContent(confirmation.received);
    expect(next).not.toHaveTextContent(confirmation.confirmed);
  });

  it('names the bank Razorpay reports on the payment, not the one picked', async () => {
    const paid = {
      ...order,
      paymentMethod: 'netbanking',
      bank: 'HDFC Bank',
      paymentStatus: 'paid',
      latestPayment: { status: 'captured', method: 'netbanking', bank: 'ICICI Bank' },
    };
    completedOnThisDevice({ status: 200, body: completed }, { status: 200, body: paid });
    renderRoute(confirmationRoute, { path: '/confirmation' });
    const next = await screen.findByRole('region', { name: 'What happens next' }, { timeout: 5000 });
    expect(next).toHaveTextContent('Payment received: ₹33,547 · Net Banking (ICICI Bank)');
    expect(next).not.toHaveTextContent('HDFC');
  });

  it('says a payment authorised but not captured is being confirmed by the bank, and never asks to pay again', async () => {
    // Told by the payment Razorpay reports, or by the order's own status for it (the lifecycle's 'payment-processing').
    for (const held of [
      { ...order, paymentMethod: 'upi', latestPayment: { status: 'authorized', method: 'upi' } },
      { ...order, paymentMethod: 'upi', paymentStatus: 'payment-processing' },
    ]) {
      resetStores();
      completedOnThisDevice({ status: 200, body: completed }, { status: 200, body: held });
      const { unmount } = renderRoute(confirmationRoute, { path: '/confirmation' });
      const next = await screen.findByRole('region', { name: 'What happens next' }, { timeout: 5000 });
      expect(next).toHaveTextContent('₹33,547: payment being confirmed by your bank');
      expect(next).toHaveTextContent('please do not pay again');
      expect(next).not.toHaveTextContent('not paid yet');
      unmount();
    }
  });

  it('shows the order this device remembers once the completed checkout is gone', async () => {
    const api = completedOnThisDevice({ status: 404, body: { error: 'not_found', message: 'Not found.' } }, { status: 200, body: order });
    renderRoute(confirmationRoute, { path: '/confirmation' });
    expect(await screen.findByText('PB-250709-XYZ789')).toBeInTheDocument();
    expect(api.sent.at(-1)!.headers['order-access-token']).toBe('token-of-o-7');
  });

  it('says the order is confirmed only once the shop has confirmed it, never because it is paid', async () => {
    for (const [status, paymentStatus, says] of [
      ['placed', 'awaiting-payment', confirmation.received],
      ['confirmed', 'awaiting-payment', confirmation.confirmed],
      ['placed', 'paid', confirmation.received],
    ] as const) {
      resetStores();
      completedOnThisDevice({ status: 200, body: completed }, { status: 200, body: { ...order, status, paymentStatus } });
      const { unmount } = renderRoute(confirmationRoute, { path: '/confirmation' });
      expect(await screen.findByText(says)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(confirmation.heading);
      unmount();
    }
  });

  it('offers to try again when the order cannot be loaded', async () => {
    completedOnThisDevice(
      { status: 200, body: completed },
      { status: 503, body: { error: 'unavailable', message: 'Please try again in a minute.' } },
      { status: 200, body: order },
    );
    const { user } = renderRoute(confirmationRoute, { path: '/confirmation' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your order details just now.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('PB-250709-XYZ789')).toBeInTheDocument();
  });
});

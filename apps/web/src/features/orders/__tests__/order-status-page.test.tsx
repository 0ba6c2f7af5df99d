// The customer's status page: the timeline with times, the link's token sent as the access header, cancelling with a
// confirmation, and a helpful not-found.
import { screen, within } from '@testing-library/react';
import confirmation from 'virtual:catalog/confirmation';
import userEvent from '@testing-library/user-event';
import type { CustomerOrderStatus } from '@partybox/contracts/operations';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { renderApp } from '../../../testing/render-app';
import { resetStores } from '../../../testing/render-route';
import { stubFetch } from '../../../testing/stub-fetch';
import { gatewayOptions } from '../../../testing/checkout-server';
import { fakeGateway } from '../../../testing/fake-gateway';

const order: CustomerOrderStatus = {
  orderNumber: 'PB-261122-ABC123',
  status: 'confirmed',
  paymentMethod: 'cod',
  paymentStatus: 'pay-on-delivery',
  eventDate: '2026-12-04',
  deliverySlot: { date: '2026-12-03', slotId: 'midday', label: '12-3 pm' },
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
  payment: { status: 'pay-on-delivery', dueRupees: 0, attempts: [], refunds: [], canPay: false, moneyNote: 'Pay ₹12,198 on delivery' },
};

const paidByUpi: CustomerOrderStatus = {
  ...order,
  paymentMethod: 'upi',
  paymentStatus: 'paid',
  payment: {
    status: 'paid',
    dueRupees: 0,
    attempts: [{ method: 'upi', amountPaise: 1219800, status: 'captured', at: '2026-11-22T10:01:00.000Z' }],
    refunds: [],
    canPay: false,
    moneyNote: 'Paid ₹12,198 by UPI on 22 Nov',
  },
};

const failedPayment: CustomerOrderStatus = {
  ...order,
  status: 'placed',
  paymentMethod: 'upi',
  paymentStatus: 'payment-failed',
  payment: {
    status: 'payment-failed',
    dueRupees: 12198,
    attempts: [{ method: 'upi', amountPaise: 1219800, status: 'failed', at: '2026-11-22T10:01:00.000Z' }],
    refunds: [],
    canPay: true,
    moneyNote: 'Your payment of ₹12,198 did not go through; nothing was taken.',
  },
};

/** The page's code loads lazily, as in the app: the first look waits longer on a busy machine. */
const slow = { timeout: 5000 };

beforeEach(() => {
  resetStores();
  queryClient.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
    // When the box arrives, and the one cancel rule's last minute: 48 hours before the delivery day starts.
    expect(screen.getByText('Delivery Thu 3 Dec, 12-3 pm')).toBeInTheDocument();
    expect(screen.getByText('You can cancel this order until 11:59 pm on Tue 1 Dec.')).toBeInTheDocument();
    // The first test loads the page's lazy chunks: slow on a busy machine.
  }, 20_000);

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

  it('says where the money is and lists the attempts of an order paid online, with no Pay now', async () => {
    stubFetch({ status: 200, body: paidByUpi });
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    const money = await screen.findByRole('region', { name: 'Payment' }, slow);
    expect(money).toHaveTextContent('Paid ₹12,198 by UPI on 22 Nov');
    expect(money).toHaveTextContent('22 Nov 2026, 3:31 pm · UPI · ₹12,198 · Paid');
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });

  it('offers the balance an edit added to a paid order through its open payment link, or says a link will come', async () => {
    const shortUrl = 'https://rzp.io/i/Bal0001';
    const owing = { ...paidByUpi, total: 13398, payment: { ...paidByUpi.payment, dueRupees: 1200, balanceLink: shortUrl } };
    stubFetch({ status: 200, body: owing });
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    const money = await screen.findByRole('region', { name: 'Payment' }, slow);
    expect(within(money).getByRole('link', { name: 'Pay ₹1,200 balance' })).toHaveAttribute('href', shortUrl);
    expect(within(money).queryByRole('button', { name: /Pay now/ })).toBeNull();
    expect(within(money).queryByText(/We will text you a link/)).toBeNull();
  });

  it('says the team will send a link for a balance with no open link, and offers no pay button then or when nothing is due', async () => {
    const owing = { ...paidByUpi, total: 13398, payment: { ...paidByUpi.payment, dueRupees: 1200 } };
    stubFetch({ status: 200, body: owing });
    const { unmount } = renderApp('/orders/PB-261122-ABC123?t=link-token');
    const money = await screen.findByRole('region', { name: 'Payment' }, slow);
    expect(money).toHaveTextContent('Balance to pay: ₹1,200');
    expect(money).toHaveTextContent('We will text you a link to pay it.');
    expect(within(money).queryByRole('link', { name: /balance/ })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    queryClient.clear();

    stubFetch({ status: 200, body: paidByUpi });
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    const paid = await screen.findByRole('region', { name: 'Payment' }, slow);
    expect(paid).toHaveTextContent('Paid ₹12,198 by UPI on 22 Nov');
    expect(within(paid).queryByText(/Balance to pay/)).toBeNull();
    expect(within(paid).queryByRole('link', { name: /balance/ })).toBeNull();
  });

  it('offers Pay now after a failed payment: a new attempt through the gateway, verified, and the page shows it paid', async () => {
    const gateway = fakeGateway('paid');
    let paid = false;
    const api = stubFetch((request) => {
      if (request.url.endsWith('/payments')) return { status: 201, body: gatewayOptions(12198, 'upi') };
      if (request.url.endsWith('/payments/verify')) {
        paid = true;
        return { status: 200, body: paidByUpi };
      }
      return { status: 200, body: paid ? paidByUpi : failedPayment };
    });
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    const money = await screen.findByRole('region', { name: 'Payment' }, slow);
    expect(money).toHaveTextContent('Your last payment did not go through. To pay: ₹12,198');
    await userEvent.click(within(money).getByRole('button', { name: 'Pay now · ₹12,198' }));
    expect(await screen.findByText('Paid ₹12,198 by UPI on 22 Nov')).toBeInTheDocument();
    expect(api.posts().map((request) => request.url)).toEqual([
      '/api/orders/by-number/PB-261122-ABC123/payments',
      '/api/orders/by-number/PB-261122-ABC123/payments/verify',
    ]);
    expect(api.posts()[0]!.headers['order-access-token']).toBe('link-token');
    expect(gateway.opened[0]).toMatchObject({ prefill: { method: 'upi' }, amount: 1219800 });
    expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  });

  it('says a closed payment window was not completed and keeps Pay now', async () => {
    fakeGateway('dismissed');
    stubFetch((request) => (request.url.endsWith('/payments') ? { status: 201, body: gatewayOptions(12198, 'upi') } : { status: 200, body: failedPayment }));
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now · ₹12,198' }, slow));
    expect(await screen.findByText('The payment was not completed. You can try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now · ₹12,198' })).toBeEnabled();
  });

  it('says a payment authorised but not captured is being confirmed by the bank, and offers no Pay now', async () => {
    const held: CustomerOrderStatus = {
      ...failedPayment,
      paymentStatus: 'awaiting-payment',
      payment: {
        ...failedPayment.payment,
        status: 'awaiting-payment',
        attempts: [{ method: 'netbanking', bank: 'ICICI Bank', amountPaise: 1219800, status: 'authorized', at: '2026-11-22T10:01:00.000Z' }],
        moneyNote: '₹12,198 to pay.',
      },
    };
    stubFetch(() => ({ status: 200, body: held }));
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    const money = await screen.findByRole('region', { name: 'Payment' }, slow);
    expect(money).toHaveTextContent('₹12,198: payment being confirmed by your bank');
    expect(money).toHaveTextContent('Net banking (ICICI Bank) · ₹12,198 · Authorised');
    expect(money).not.toHaveTextContent('₹12,198 to pay.');
    expect(within(money).queryByRole('button', { name: /Pay now/ })).toBeNull();
  });

  it('says apart from the payment that the shop confirms the delivery slot next, while the order is placed', async () => {
    stubFetch(() => ({ status: 200, body: { ...paidByUpi, status: 'placed' } }));
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    expect(await screen.findByText(confirmation.received, {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Payment' })).toHaveTextContent('Paid ₹12,198 by UPI on 22 Nov');
  });

  it('says a paid order is refunded to the way it was paid in 7 to 10 working days before cancelling, then shows the refund', async () => {
    const refunded: CustomerOrderStatus = {
      ...paidByUpi,
      status: 'cancelled',
      paymentStatus: 'refund-pending',
      cancellable: false,
      payment: {
        ...paidByUpi.payment,
        status: 'refund-pending',
        refunds: [{ amountPaise: 1219800, status: 'pending', at: '2026-11-23T04:00:00.000Z', reason: 'Cancelled by the customer' }],
        moneyNote: '₹12,198 refund issued on 23 Nov to your UPI; banks take 7 to 10 working days',
      },
    };
    stubFetch((request) => ({ status: 200, body: request.method === 'POST' ? refunded : paidByUpi }));
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, slow));
    expect(screen.getByText(/Your payment is refunded in full to the way you paid; banks take 7 to 10 working days\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my order' }));
    const money = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(money).findByText('₹12,198 refund issued on 23 Nov to your UPI; banks take 7 to 10 working days')).toBeInTheDocument();
    expect(money).toHaveTextContent('₹12,198 · Issued, on its way · Cancelled by the customer');
  });

  it('offers no cancel for a packed personalised box, says why and how to reach the shop', async () => {
    const reason = 'This box was personalised for your party and is already packed, so it can no longer be cancelled online.';
    stubFetch({ status: 200, body: { ...paidByUpi, status: 'packed', cancellable: false, cancelRefusal: reason } });
    renderApp('/orders/PB-261122-ABC123?t=link-token');
    const cancel = await screen.findByRole('region', { name: 'Cancel the order' }, slow);
    expect(cancel).toHaveTextContent(reason);
    expect(within(cancel).queryByRole('button')).toBeNull();
    expect(within(cancel).getByRole('link', { name: '+91 9820098200' })).toHaveAttribute('href', 'tel:+919820098200');
    expect(within(cancel).getByRole('link', { name: 'message us on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919820098200\?text=/),
    );
  });
});

// The console's order page: moves offered by the order, cancelling asks for a reason and a yes first, every change carries the
// version read, and a 409 hides the buttons until the order is reloaded.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { describe, expect, it, vi } from 'vitest';
import { operatorMe, signedInOperator } from '../../../testing/operator-session';
import { renderApp } from '../../../testing/render-app';
import { stubFetch, type SentRequest } from '../../../testing/stub-fetch';

const order: AdminOrderDetail = {
  orderNumber: 'PB-261122-ABC123',
  eventDate: '2026-12-04',
  customerName: 'Asha Rao',
  phone: '9820098200',
  status: 'placed',
  paymentMethod: 'cod',
  paymentStatus: 'pay-on-delivery',
  total: 12198,
  createdAt: '2026-11-22T10:00:00.000Z',
  version: 3,
  boxes: [{ themeId: 'glow', themeName: 'Glow Party', quantity: 1, basePrice: 11999, addons: [], unitPrice: 11999, lineTotal: 11999 }],
  extras: [],
  subtotal: 11999,
  shipping: 199,
  party: { occasion: 'Birthday', guestName: 'Meera', guests: 20 },
  personalised: false,
  notes: [],
  delivery: { name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', address: 'Flat 3, Palm Court, Mumbai 400050' },
  history: [{ at: '2026-11-22T10:00:00.000Z', by: 'Shop', change: 'placed', to: 'placed' }],
  nextStatuses: ['confirmed', 'cancelled'],
  nextPaymentStatuses: ['collected-on-delivery', 'paid'],
  payment: { attempts: [], refunds: [], disputes: [], refundablePaise: 0, attention: [] },
};
const confirmed: AdminOrderDetail = { ...order, status: 'confirmed', version: 4, nextStatuses: ['packed', 'cancelled'] };
const conflict = { status: 409, body: { error: 'conflict', message: 'This order was changed by someone else. Reload it to see the change.' } };

/** Answers /auth/operatorMe as an operator, the order's GETs from `reads` in turn, and its POSTs from `writes` in turn. */
function api(reads: AdminOrderDetail[], writes: { status: number; body: unknown }[]) {
  return stubFetch((request: SentRequest) => {
    if (request.url.endsWith('/api/auth/me')) return operatorMe;
    if (request.method === 'POST') return writes.shift()!;
    return { status: 200, body: reads.length > 1 ? reads.shift() : reads[0] };
  });
}

/** The page's code loads lazily, as in the app: the first look waits longer on a busy machine. */
const slow = { timeout: 5000 };

signedInOperator();

describe('/admin/orders/:orderNumber', () => {
  it('confirms the order with the version it read, and shows the answer', async () => {
    const sent = api([order], [{ status: 200, body: confirmed }]);
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark confirmed' }, slow));
    expect(await screen.findByRole('heading', { name: 'Status: Confirmed' })).toBeInTheDocument();
    expect(sent.posts()).toEqual([
      expect.objectContaining({ url: '/api/admin/orders/PB-261122-ABC123/status', body: { to: 'confirmed', expectedVersion: 3 } }),
    ]);
    expect(screen.getByText('Order marked confirmed.')).toBeInTheDocument();
    // Collected on delivery waits for the delivery, so it is not offered for a placed order.
    expect(screen.queryByRole('button', { name: 'Mark collected on delivery' })).toBeNull();
  });

  it('asks again before moving on an online order whose payment failed, and sends only on "Yes"', async () => {
    const failed: AdminOrderDetail = { ...order, paymentMethod: 'upi', paymentStatus: 'payment-failed', nextPaymentStatuses: ['paid'] };
    const sent = api([failed], [{ status: 200, body: { ...confirmed, paymentMethod: 'upi', paymentStatus: 'payment-failed' } }]);
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark confirmed' }, slow));
    const question = screen.getByRole('group', { name: 'Move an unpaid order' });
    expect(question).toHaveTextContent('This order is not paid (payment failed): marking it confirmed promises the party before the money is in.');
    await userEvent.click(within(question).getByRole('button', { name: 'Not now' }));
    expect(sent.posts()).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Move an unpaid order' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark confirmed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, mark confirmed unpaid' }));
    expect(await screen.findByRole('heading', { name: 'Status: Confirmed' })).toBeInTheDocument();
    expect(sent.posts()).toEqual([expect.objectContaining({ body: { to: 'confirmed', expectedVersion: 3 } })]);
  });

  it('asks for a reason before cancelling, and sends it', async () => {
    const sent = api([order], [{ status: 200, body: { ...order, status: 'cancelled', version: 4, nextStatuses: [], cancelReason: 'Venue closed' } }]);
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order…' }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order…' }));
    expect(await screen.findByText('Give a reason for cancelling the order.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reason for cancelling/ })).toHaveFocus();
    expect(sent.posts()).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for cancelling/ }), 'Venue closed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order…' }));
    expect(screen.getByRole('list', { name: 'What happens to the money' })).toHaveTextContent(
      'Nothing is refunded: cash on delivery, and no cash has been collected.',
    );
    expect(sent.posts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByRole('heading', { name: 'Status: Cancelled' })).toBeInTheDocument();
    expect(sent.posts()[0]!.body).toEqual({ to: 'cancelled', expectedVersion: 3, reason: 'Venue closed' });
  });

  it('on a 409 says someone else changed it, offers no move until reloaded, and the reload shows their change', async () => {
    api([order, confirmed], [conflict]);
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark confirmed' }, slow));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order was changed by someone else.');
    expect(screen.getByRole('button', { name: 'Mark confirmed' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Paid another way (UPI or bank transfer)…' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload the order' }));
    expect(await screen.findByRole('heading', { name: 'Status: Confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark packed' })).toBeEnabled();
  });

  it('a cancel refused by a clash says whose change it was, sends nothing more, and keeps the typed reason through the reload', async () => {
    const named = {
      status: 409,
      body: { error: 'conflict', message: 'This order was changed by someone else meanwhile. Confirmed by Ravi Kumar. Reload it to see the change.' },
    };
    api([order, confirmed], [named]);
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order…' }, slow));
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for cancelling/ }), 'Venue closed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Confirmed by Ravi Kumar.');
    // Nothing is on its way: the button does not claim to be cancelling, it waits for the reload.
    expect(screen.getByRole('button', { name: 'Cancel the order…' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload the order' }));
    expect(await screen.findByRole('heading', { name: 'Status: Confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reason for cancelling/ })).toHaveValue('Venue closed');
    expect(screen.getByRole('button', { name: 'Cancel the order…' })).toBeEnabled();
  });

  it('shows a field the API refused beside the reason', async () => {
    api(
      [order],
      [
        {
          status: 400,
          body: { error: 'invalid_request', message: 'Check the reason.', fields: [{ field: 'reason', message: 'Keep the reason under 300 characters' }] },
        },
      ],
    );
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order…' }, slow));
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for cancelling/ }), 'Too long, says the server');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Keep the reason under 300 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reason for cancelling/ })).toHaveValue('Too long, says the server');
  });
});

describe('/admin for someone who is not an operator', () => {
  it('sends an anonymous visitor to sign in, with the way back', async () => {
    document.cookie = 'pb_session=; max-age=0';
    const { router } = renderApp('/admin?status=placed');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/admin?status=placed');
  });

  it('tells a customer the area is for the team', async () => {
    stubFetch({ status: 200, body: { ...operatorMe.body, isOperator: false } });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'This area is for the Party Box team' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });

  it('rotates the status link only after asking, with the version it read', async () => {
    const renewed: AdminOrderDetail = {
      ...order,
      version: 4,
      history: [...order.history, { at: '2026-11-22T11:00:00.000Z', by: 'Priya', change: 'link', to: '1', summary: 'Status link renewed by Priya' }],
    };
    const sent = api([order], [{ status: 200, body: renewed }]);
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Rotate status link…' }, slow));
    expect(sent.posts()).toEqual([]);
    const question = screen.getByRole('group', { name: 'Rotate status link' });
    expect(question).toHaveTextContent('Links in earlier messages stop working');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(sent.posts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate status link…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rotate the link' }));
    expect(await screen.findByText('Status link renewed; the customer is sent the new link.')).toBeInTheDocument();
    expect(sent.posts()).toEqual([expect.objectContaining({ url: '/api/admin/orders/PB-261122-ABC123/link', body: { expectedVersion: 3 } })]);
  });
  it('sends an unpaid online order its payment link, with the version it read, and says when the last one went; no such button for cash', async () => {
    const unpaid: AdminOrderDetail = { ...order, paymentMethod: 'upi', paymentStatus: 'payment-failed', nextPaymentStatuses: ['paid'] };
    const linked: AdminOrderDetail = {
      ...unpaid,
      version: 4,
      history: [...order.history, { at: '2026-11-22T11:00:00.000Z', by: 'Priya', change: 'payment-link', to: 'sent', summary: 'Payment link sent by Priya' }],
    };
    const sent = api([unpaid], [{ status: 200, body: linked }]);
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Send payment link' }, slow));
    expect(await screen.findByText('Payment link sent to the customer by text and e-mail.')).toBeInTheDocument();
    expect(sent.posts()).toEqual([expect.objectContaining({ url: '/api/admin/orders/PB-261122-ABC123/payment-link', body: { expectedVersion: 3 } })]);
    expect(screen.getByRole('button', { name: 'Send the payment link again' })).toBeInTheDocument();
    expect(screen.getByText(/^Last sent .* by Priya\.$/)).toBeInTheDocument();
  });

  it('offers no payment link for cash on delivery', async () => {
    api([order], []);
    renderApp('/admin/orders/PB-261122-ABC123');
    expect(await screen.findByRole('heading', { name: 'Payment' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /payment link/ })).toBeNull();
  });
});

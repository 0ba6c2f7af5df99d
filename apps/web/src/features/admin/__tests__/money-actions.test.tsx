// The console's money actions say what they do before they do it: a cancel states the refund it makes and asks for a
// yes, a refund reads the amount as typed and asks for a yes, a cash order is delivered with its cash in one step, and
// a step forward can be undone for a few seconds.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { describe, expect, it } from 'vitest';
import { operatorMe, signedInOperator } from '../../../testing/operator-session';
import { renderApp } from '../../../testing/render-app';
import { stubFetch, type SentRequest } from '../../../testing/stub-fetch';

const paid: AdminOrderDetail = {
  orderNumber: 'PB-261122-MNY123',
  eventDate: '2026-12-04',
  customerName: 'Asha Rao',
  phone: '9820098200',
  status: 'placed',
  paymentMethod: 'upi',
  paymentStatus: 'partly-refunded',
  total: 12198,
  createdAt: '2026-11-22T10:00:00.000Z',
  version: 5,
  boxes: [{ themeId: 'glow', themeName: 'Glow Party', quantity: 1, basePrice: 11999, addons: [], unitPrice: 11999, lineTotal: 11999 }],
  extras: [],
  subtotal: 11999,
  shipping: 199,
  party: { occasion: 'Birthday', guestName: 'Meera' },
  personalised: false,
  notes: [],
  delivery: { name: 'Asha Rao', phone: '9820098200', email: '', address: 'Flat 3, Palm Court, Mumbai 400050' },
  history: [
    { at: '2026-11-22T10:00:00.000Z', by: 'Customer', change: 'placed', to: 'placed' },
    {
      at: '2026-11-23T10:00:00.000Z',
      by: 'Priya',
      change: 'refund',
      to: 'asked',
      amount: 2000,
      reason: 'Balloons missing',
      summary: 'Refund ₹2,000 to UPI payment pay_Good0002 asked by Priya: Balloons missing',
    },
  ],
  nextStatuses: ['confirmed', 'cancelled'],
  nextPaymentStatuses: [],
  payment: {
    attempts: [{ id: 'pay_Good0002', gatewayOrderId: 'order_A2', method: 'upi', amountPaise: 1219800, status: 'captured', at: '2026-11-22T10:05:00.000Z' }],
    refunds: [
      {
        id: 'rfnd_1',
        paymentId: 'pay_Good0002',
        amountPaise: 200000,
        status: 'processed',
        reason: 'Balloons missing',
        at: '2026-11-23T10:00:00.000Z',
        by: 'Priya',
      },
    ],
    disputes: [],
    refundablePaise: 1019800,
    attention: [],
  },
};
const cashOut: AdminOrderDetail = {
  ...paid,
  orderNumber: 'PB-261122-CSH123',
  status: 'out-for-delivery',
  paymentMethod: 'cod',
  paymentStatus: 'pay-on-delivery',
  history: [{ at: '2026-11-22T10:00:00.000Z', by: 'Customer', change: 'placed', to: 'placed' }],
  nextStatuses: ['delivered'],
  nextPaymentStatuses: ['paid'],
  payment: { attempts: [], refunds: [], disputes: [], refundablePaise: 0, attention: [] },
};

function api(read: AdminOrderDetail, writes: AdminOrderDetail[]) {
  return stubFetch((request: SentRequest) => {
    if (request.url.endsWith('/api/auth/me')) return operatorMe;
    if (request.method === 'POST') return { status: 200, body: writes.shift() };
    if (request.url.includes('/api/admin/orders?')) return { status: 200, body: { items: [] } };
    return { status: 200, body: read };
  });
}

const slow = { timeout: 15_000 };

signedInOperator();

describe('cancelling a paid order', () => {
  it('states the refund it makes, to which payment, and cancels only after the yes', async () => {
    const sent = api(paid, [{ ...paid, status: 'cancelled', version: 6, nextStatuses: [] }]);
    renderApp(`/admin/orders/${paid.orderNumber}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order…' }, slow));
    expect(screen.getByRole('list', { name: 'What happens to the money' })).toHaveTextContent('Refund ₹10,198 to UPI payment pay_Good0002.');
    await userEvent.type(screen.getByRole('textbox', { name: /Reason for cancelling/ }), 'Venue closed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order…' }));
    const question = screen.getByRole('region', { name: `Cancel order ${paid.orderNumber}?` });
    expect(question).toHaveTextContent('Refund ₹10,198 to UPI payment pay_Good0002.');
    expect(question).toHaveTextContent('The customer is texted the reason: “Venue closed”');
    await userEvent.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(sent.posts()).toEqual([]);
    expect(screen.getByRole('textbox', { name: /Reason for cancelling/ })).toHaveValue('Venue closed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel and refund ₹10,198' }));
    expect(await screen.findByRole('heading', { name: 'Status: Cancelled' })).toBeInTheDocument();
    expect(sent.posts().map((post) => post.body)).toEqual([{ to: 'cancelled', expectedVersion: 5, reason: 'Venue closed' }]);
  }, 20_000);
});

describe('a refund', () => {
  it('reads the amount as people type it, names the field when it cannot, and refunds only after the yes', async () => {
    const sent = api(paid, [paid]);
    renderApp(`/admin/orders/${paid.orderNumber}`);
    const amount = await screen.findByRole('textbox', { name: 'Refund amount (₹)' }, slow);
    await userEvent.type(amount, '10,00');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Cake late');
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Refund amount: "10,00" is not an amount in rupees; write it like 1,499 or ₹1,49,999; commas go in Indian groups, like 1,49,999',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, ' ₹1,000 ');
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const question = screen.getByRole('region', { name: 'Refund ₹1,000?' });
    expect(question).toHaveTextContent('Refund ₹1,000 to UPI payment pay_Good0002.Reason: Cake late');
    expect(sent.posts()).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, refund ₹1,000' }));
    expect(await screen.findByText('Refund of ₹1,000 issued.')).toBeInTheDocument();
    expect(sent.posts().map((post) => post.body)).toEqual([{ amount: 1000, reason: 'Cake late', expectedVersion: 5 }]);
  });

  it('names each refund in the history with who asked, and the order as partly refunded', async () => {
    api(paid, []);
    renderApp(`/admin/orders/${paid.orderNumber}`);
    const history = await screen.findByRole('region', { name: 'History' }, slow);
    expect(history).toHaveTextContent('Refund ₹2,000 to UPI payment pay_Good0002 asked by Priya: Balloons missing');
    expect(history).toHaveTextContent('Refund: ₹2,000');
    expect(screen.getAllByText('Partly refunded').length).toBeGreaterThan(0);
  });
});

describe('a cash order out for delivery', () => {
  it('is delivered with its cash collected in one step, with no undo offered', async () => {
    const delivered: AdminOrderDetail = {
      ...cashOut,
      status: 'delivered',
      paymentStatus: 'collected-on-delivery',
      version: 6,
      nextStatuses: [],
      history: [
        ...cashOut.history,
        { at: '2026-12-04T10:00:00.000Z', by: 'Priya', change: 'status', from: 'out-for-delivery', to: 'delivered', amount: 12198 },
      ],
    };
    const sent = api(cashOut, [delivered]);
    renderApp(`/admin/orders/${cashOut.orderNumber}`);
    expect(await screen.findByRole('button', { name: 'Delivered, cash not collected' }, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delivered and cash collected ₹12,198' }));
    expect(await screen.findByText('Order delivered and ₹12,198 cash collected.')).toBeInTheDocument();
    expect(sent.posts().map((post) => post.body)).toEqual([{ to: 'delivered', expectedVersion: 5, collectCash: true }]);
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });
});

describe('undo', () => {
  it('is offered after a step forward and moves the order back with the version it answered', async () => {
    const confirmed: AdminOrderDetail = {
      ...cashOut,
      status: 'confirmed',
      version: 6,
      nextStatuses: ['packed', 'cancelled'],
      history: [...cashOut.history, { at: new Date().toISOString(), by: 'Priya', change: 'status', from: 'placed', to: 'confirmed' }],
    };
    const back: AdminOrderDetail = {
      ...confirmed,
      status: 'placed',
      version: 7,
      nextStatuses: ['confirmed', 'cancelled'],
      history: [...confirmed.history, { at: new Date().toISOString(), by: 'Priya', change: 'status', from: 'confirmed', to: 'placed', undo: true }],
    };
    const sent = api({ ...cashOut, status: 'placed', nextStatuses: ['confirmed', 'cancelled'] }, [confirmed, back]);
    renderApp(`/admin/orders/${cashOut.orderNumber}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark confirmed' }, slow));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo (back to placed)' }));
    expect(await screen.findByText('Undone: the order is back to placed.')).toBeInTheDocument();
    expect(sent.posts().map((post) => post.body)).toEqual([
      { to: 'confirmed', expectedVersion: 5 },
      { to: 'placed', expectedVersion: 6 },
    ]);
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });
});

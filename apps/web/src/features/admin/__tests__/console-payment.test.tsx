// The console's money on an order: attempts with Razorpay's ids, refunds, what needs attention, the refund form checked
// with checkOperatorRefund before sending, and "Mark paid" by hand only with a reference and a confirmation.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { describe, expect, it } from 'vitest';
import { operatorMe, signedInOperator } from '../../../testing/operator-session';
import { renderApp } from '../../../testing/render-app';
import { stubFetch, type SentRequest } from '../../../testing/stub-fetch';

const paid: AdminOrderDetail = {
  orderNumber: 'PB-261122-PAY123',
  eventDate: '2026-12-04',
  customerName: 'Asha Rao',
  phone: '9820098200',
  status: 'confirmed',
  paymentMethod: 'upi',
  paymentStatus: 'paid',
  total: 12198,
  createdAt: '2026-11-22T10:00:00.000Z',
  version: 5,
  boxes: [{ themeId: 'glow', themeName: 'Glow Party', quantity: 1, basePrice: 11999, addons: [], unitPrice: 11999, lineTotal: 11999 }],
  extras: [],
  subtotal: 11999,
  shipping: 199,
  party: { occasion: 'Birthday', guestName: 'Meera', guests: 20 },
  personalised: false,
  notes: [],
  delivery: { name: 'Asha Rao', phone: '9820098200', email: '', address: 'Flat 3, Palm Court, Mumbai 400050' },
  history: [{ at: '2026-11-22T10:00:00.000Z', by: 'Shop', change: 'placed', to: 'placed' }],
  nextStatuses: ['packed', 'cancelled'],
  nextPaymentStatuses: [],
  payment: {
    attempts: [
      {
        id: 'pay_Fail0001',
        gatewayOrderId: 'order_A1',
        method: 'upi',
        amountPaise: 1219800,
        status: 'failed',
        at: '2026-11-22T10:01:00.000Z',
        failure: 'Payment failed',
      },
      { id: 'pay_Good0002', gatewayOrderId: 'order_A2', method: 'upi', amountPaise: 1219800, status: 'captured', at: '2026-11-22T10:05:00.000Z' },
    ],
    refunds: [],
    disputes: [],
    refundablePaise: 1219800,
    attention: [],
  },
};
const partlyRefunded: AdminOrderDetail = {
  ...paid,
  version: 6,
  payment: {
    ...paid.payment,
    refunds: [
      {
        id: 'rfnd_0001',
        paymentId: 'pay_Good0002',
        amountPaise: 200000,
        status: 'pending',
        reason: 'Balloons out of stock',
        at: '2026-11-23T05:00:00.000Z',
        by: 'Priya',
      },
    ],
    refundablePaise: 1019800,
  },
};
const awaiting: AdminOrderDetail = {
  ...paid,
  orderNumber: 'PB-261122-WAIT01',
  status: 'placed',
  paymentStatus: 'awaiting-payment',
  nextStatuses: ['confirmed', 'cancelled'],
  nextPaymentStatuses: ['paid'],
  payment: { attempts: [], refunds: [], disputes: [], refundablePaise: 0, attention: [] },
};

function api(read: AdminOrderDetail, writes: { status: number; body: unknown }[]) {
  let current = read;
  return stubFetch((request: SentRequest) => {
    if (request.url.endsWith('/api/auth/me')) return operatorMe;
    if (request.method === 'POST') {
      const answer = writes.shift()!;
      if (answer.status === 200) current = answer.body as AdminOrderDetail;
      return answer;
    }
    return { status: 200, body: current };
  });
}

const slow = { timeout: 5000 };

signedInOperator();

describe("the console's payment on an order", () => {
  it('lists each attempt with its Razorpay payment id, method, amount, status and time, and what needs attention', async () => {
    api({ ...paid, payment: { ...paid.payment, attention: ['duplicate-payment'] } }, []);
    renderApp('/admin/orders/PB-261122-PAY123');
    const attempts = await screen.findByRole('list', { name: 'Payment attempts' }, { timeout: 15_000 });
    const rows = within(attempts).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Payment idpay_Fail0001MethodUPIAmount₹12,198StatusFailed · Payment failedTime22 Nov 2026, 3:31 pm');
    expect(rows[1]).toHaveTextContent('Payment idpay_Good0002MethodUPIAmount₹12,198StatusCapturedTime22 Nov 2026, 3:35 pm');
    expect(screen.getByText(/Payment needs attention:/).closest('[role="alert"]')).toHaveTextContent('Paid twice');
  }, 20_000);

  it('shows the balance an edit left owing on a paid order, with the payment link open for it', async () => {
    const link = { id: 'plink_Bal0001', shortUrl: 'https://rzp.io/i/Bal0001', amountPaise: 120000, status: 'created' as const, at: '2026-11-23T05:00:00.000Z' };
    api({ ...paid, total: 13398, balanceDue: 1200, payment: { ...paid.payment, links: [link] } }, []);
    renderApp('/admin/orders/PB-261122-PAY123');
    const card = await screen.findByRole('region', { name: 'Payment' }, { timeout: 15_000 });
    expect(within(card).getByText('Balance due ₹1,200')).toBeInTheDocument();
    expect(within(card).getByText(/Open payment link for ₹1,200/)).toContainElement(within(card).getByRole('link', { name: link.shortUrl }));
    expect(within(card).getByRole('link', { name: link.shortUrl })).toHaveAttribute('href', link.shortUrl);
    expect(within(card).getByText('Paid · ₹1,200 due')).toBeInTheDocument();
  }, 20_000);

  it('shows no balance on a paid order that owes nothing', async () => {
    api(paid, []);
    renderApp('/admin/orders/PB-261122-PAY123');
    const card = await screen.findByRole('region', { name: 'Payment' }, { timeout: 15_000 });
    expect(within(card).queryByText(/Balance due/)).toBeNull();
    expect(within(card).getByText('Paid')).toBeInTheDocument();
  }, 20_000);

  it('refuses a refund above what is refundable with the lifecycle message, then refunds part with a reason and shows it', async () => {
    const sent = api(paid, [{ status: 200, body: partlyRefunded }]);
    renderApp('/admin/orders/PB-261122-PAY123');
    const amount = await screen.findByRole('textbox', { name: 'Refund amount (₹)' }, slow);
    await userEvent.type(amount, '20000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Balloons out of stock');
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(screen.getByText('At most ₹12,198 can be refunded on this order.')).toBeInTheDocument();
    expect(sent.posts()).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '2,000');
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(screen.getByRole('heading', { name: 'Refund ₹2,000?' })).toHaveFocus();
    expect(screen.getByText('Refund ₹2,000 to UPI payment pay_Good0002.')).toBeInTheDocument();
    expect(sent.posts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund ₹2,000' }));
    expect(await screen.findByText('Refund of ₹2,000 issued.')).toBeInTheDocument();
    expect(sent.posts()).toEqual([
      expect.objectContaining({
        url: '/api/admin/orders/PB-261122-PAY123/refunds',
        body: { amount: 2000, reason: 'Balloons out of stock', expectedVersion: 5 },
      }),
    ]);
    const refunds = screen.getByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Refund idrfnd_0001Amount₹2,000StatusPendingReasonBalloons out of stockByPriya');
    expect(screen.getByText('Up to ₹10,198 can be refunded, to the way the customer paid.')).toBeInTheDocument();
  });

  it("names each payment's share when a refund returns more than the balance paid by link", async () => {
    const paidTwice: AdminOrderDetail = {
      ...paid,
      total: 13398,
      paymentTotal: 12198,
      history: [
        ...paid.history,
        {
          at: '2026-11-24T09:00:00.000Z',
          by: 'Razorpay',
          change: 'payment',
          from: 'paid',
          to: 'paid',
          amount: 1200,
          summary: 'Balance ₹1,200 paid by UPI payment pay_Link0003 (reported by Razorpay)',
        },
      ],
      payment: {
        ...paid.payment,
        attempts: [
          ...paid.payment.attempts,
          { id: 'pay_Link0003', gatewayOrderId: 'order_L1', method: 'upi', amountPaise: 120000, status: 'captured', at: '2026-11-24T09:00:00.000Z' },
        ],
        refundablePaise: 1339800,
      },
    };
    api(paidTwice, []);
    renderApp('/admin/orders/PB-261122-PAY123');
    const amount = await screen.findByRole('textbox', { name: 'Refund amount (₹)' }, slow);
    expect(screen.getByText('Up to ₹13,398 can be refunded, to the way the customer paid.')).toBeInTheDocument();
    // The balance's history line says its amount, not "Paid → Paid".
    expect(screen.getByText('Balance ₹1,200 paid by UPI payment pay_Link0003 (reported by Razorpay)')).toBeInTheDocument();
    expect(screen.getByText(/Balance paid: ₹1,200/)).toBeInTheDocument();
    expect(screen.queryByText(/Payment: Paid → Paid/)).toBeNull();
    await userEvent.type(amount, '1500');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Banner arrived torn');
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(screen.getByText('Refund ₹1,200 to UPI payment pay_Link0003 and ₹300 to UPI payment pay_Good0002.')).toBeInTheDocument();
  });

  it('asks for a reference and a confirmation before marking paid by hand, and sends the reference', async () => {
    const sent = api(awaiting, [
      {
        status: 200,
        body: { ...awaiting, paymentStatus: 'paid', version: 6, nextPaymentStatuses: [], payment: { ...awaiting.payment, manualReference: 'UTR 1234' } },
      },
    ]);
    renderApp('/admin/orders/PB-261122-WAIT01');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark paid (received outside the gateway)…' }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(screen.getByText(/Enter the reference of the money received outside the gateway/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Reference/ }), 'UTR 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(screen.getByText('Confirm that ₹12,198 reached the shop outside the payment gateway.')).toBeInTheDocument();
    expect(sent.posts()).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm ₹12,198 for PB-261122-WAIT01 reached the shop/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Marked paid by hand, reference UTR 1234.')).toBeInTheDocument();
    expect(sent.posts()).toEqual([
      expect.objectContaining({ url: '/api/admin/orders/PB-261122-WAIT01/payment', body: { to: 'paid', expectedVersion: 5, reference: 'UTR 1234' } }),
    ]);
  });
});

// What the team sees of money that went wrong (issue 24): disputes with the amount at stake, most urgent first;
// refunds Razorpay refused or the bank failed, with their retries; payment attempts in words with the bank; and on the
// order list, a payment being confirmed by the bank and an order whose payment needs attention.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail, AdminOrderSummary } from '@partybox/contracts/operations';
import { describe, expect, it } from 'vitest';
import { operatorMe, signedInOperator } from '../../../testing/operator-session';
import { renderApp } from '../../../testing/render-app';
import { stubFetch, type SentRequest } from '../../../testing/stub-fetch';

const summary: AdminOrderSummary = {
  orderNumber: 'PB-261122-DSP123',
  eventDate: '2026-12-04',
  customerName: 'Asha Rao',
  phone: '9820098200',
  status: 'confirmed',
  paymentMethod: 'netbanking',
  paymentStatus: 'paid',
  total: 12198,
  createdAt: '2026-11-22T10:00:00.000Z',
};
const disputed: AdminOrderDetail = {
  ...summary,
  version: 9,
  bank: 'ICICI Bank',
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
        id: 'pay_Late0001',
        gatewayOrderId: 'order_A1',
        method: 'netbanking',
        bank: 'ICIC',
        amountPaise: 1219800,
        status: 'auto-refunded',
        at: '2026-11-22T10:01:00.000Z',
      },
      {
        id: 'pay_Good0002',
        gatewayOrderId: 'order_A2',
        method: 'netbanking',
        bank: 'ICIC',
        amountPaise: 1219800,
        status: 'captured',
        at: '2026-11-22T10:05:00.000Z',
      },
      { id: 'pay_Hold0003', gatewayOrderId: 'order_A3', method: 'upi', amountPaise: 1219800, status: 'authorized', at: '2026-11-22T10:09:00.000Z' },
    ],
    refunds: [
      {
        id: 'rfnd_Refused1',
        paymentId: 'pay_Good0002',
        amountPaise: 200000,
        status: 'failed',
        reason: 'Balloons out of stock',
        at: '2026-11-23T05:00:00.000Z',
        by: 'Priya',
        failure: 'Your account does not have enough balance to carry out the refund operation.',
      },
      {
        id: 'rfnd_Refused2',
        paymentId: 'pay_Good0002',
        amountPaise: 200000,
        status: 'failed',
        reason: 'Balloons out of stock',
        at: '2026-11-23T05:10:00.000Z',
        by: 'Priya',
        attempt: 2,
        failure: 'The bank could not credit the refund.',
      },
    ],
    disputes: [
      {
        id: 'disp_Won',
        paymentId: 'pay_Good0002',
        amountPaise: 50000,
        status: 'won',
        statusLabel: 'Won: the money stays with the shop',
        reason: 'Fraud',
        at: '2026-11-20T08:00:00.000Z',
        respondBy: '2026-11-25T18:29:59.000Z',
      },
      {
        id: 'disp_Review',
        paymentId: 'pay_Good0002',
        amountPaise: 200000,
        status: 'under_review',
        statusLabel: 'Under review by the bank',
        reason: 'Duplicate',
        at: '2026-11-21T08:00:00.000Z',
      },
      {
        id: 'disp_Later',
        paymentId: 'pay_Good0002',
        amountPaise: 1219800,
        status: 'open',
        statusLabel: 'Open: answer it on the Razorpay dashboard',
        reason: 'Goods not received',
        at: '2026-11-24T08:00:00.000Z',
        respondBy: '2026-12-05T18:29:59.000Z',
      },
      {
        id: 'disp_Soon',
        paymentId: 'pay_Good0002',
        amountPaise: 300000,
        status: 'action_required',
        statusLabel: 'Action required: answer it on the Razorpay dashboard',
        reason: 'Not as described',
        at: '2026-11-25T08:00:00.000Z',
        respondBy: '2026-12-01T18:29:59.000Z',
      },
    ],
    refundablePaise: 1219800,
    attention: ['refund-failed', 'dispute'],
  },
};

function api(order: AdminOrderDetail, list: AdminOrderSummary[] = [], written?: AdminOrderDetail) {
  return stubFetch((request: SentRequest) => {
    if (request.url.endsWith('/api/auth/me')) return operatorMe;
    if (request.method === 'POST') return { status: 200, body: written };
    if (request.url.includes('/api/admin/orders?')) return { status: 200, body: { items: list } };
    return { status: 200, body: order };
  });
}

/** The page's code loads lazily, as in the app: the first look waits longer on a busy machine. */
const slow = { timeout: 15_000 };

signedInOperator();

describe('money that went wrong, in the console', () => {
  it('lists disputes most urgent first, with the amount at stake, where each stands, the reason and the date to answer by', async () => {
    api(disputed);
    renderApp('/admin/orders/PB-261122-DSP123');
    const disputes = await screen.findByRole('list', { name: 'Disputes' }, slow);
    const rows = within(disputes).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^Dispute id$/).nextSibling?.textContent)).toEqual(['disp_Soon', 'disp_Later', 'disp_Review', 'disp_Won']);
    expect(rows[0]).toHaveTextContent(
      '₹3,000 at stakeAction required: answer it on the Razorpay dashboardAnswer by 1 Dec 2026, 11:59 pmReasonNot as describedPayment idpay_Good0002',
    );
    expect(rows[1]).toHaveTextContent('₹12,198 at stakeOpen: answer it on the Razorpay dashboardAnswer by 5 Dec 2026, 11:59 pmReasonGoods not received');
    expect(rows[2]).toHaveTextContent('₹2,000 at stakeUnder review by the bankReasonDuplicate');
    // A finished dispute has nothing left to answer.
    expect(rows[3]).toHaveTextContent('₹500 at stakeWon: the money stays with the shopReasonFraud');
    expect(rows[3]).not.toHaveTextContent('Answer by');
    expect(screen.getByText(/Payment needs attention:/).closest('[role="alert"]')).toHaveTextContent('A refund failed; The customer disputed the payment.');
  });

  it("shows a refused refund and its retry with the attempt and Razorpay's or the bank's reason", async () => {
    api(disputed);
    renderApp('/admin/orders/PB-261122-DSP123');
    const refunds = within(await screen.findByRole('list', { name: 'Refunds' }, slow)).getAllByRole('listitem');
    expect(refunds[0]).toHaveTextContent(
      'Refund idrfnd_Refused1Amount₹2,000StatusFailed · Your account does not have enough balance to carry out the refund operation.ReasonBalloons',
    );
    expect(refunds[0]).not.toHaveTextContent('Attempt');
    expect(refunds[1]).toHaveTextContent('Refund idrfnd_Refused2Amount₹2,000Attempt2 of 4StatusFailed · The bank could not credit the refund.ReasonBalloons');
    expect(refunds[1]).not.toHaveTextContent('No more automatic attempts');
  });

  it('says when Razorpay refused the refund the operator just asked for, instead of "issued"', async () => {
    const before = { ...disputed, payment: { ...disputed.payment, refunds: [], attention: [] } };
    const after = {
      ...disputed,
      version: 10,
      payment: { ...disputed.payment, refunds: [disputed.payment.refunds[0]!], attention: ['refund-failed' as const] },
    };
    api(before, [], after);
    renderApp('/admin/orders/PB-261122-DSP123');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Refund amount (₹)' }, slow), '2000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Balloons out of stock');
    await userEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, refund ₹2,000' }));
    expect(
      await screen.findByText(
        'Razorpay refused the refund of ₹2,000: Your account does not have enough balance to carry out the refund operation. It is tried again automatically; the order is flagged until it goes through.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/issued/)).toBeNull();
  });

  it('says when the last automatic attempt at a refund failed, so the team returns the money another way', async () => {
    const last = { ...disputed.payment.refunds[1]!, id: 'rfnd_Refused4', attempt: 4 };
    api({ ...disputed, payment: { ...disputed.payment, refunds: [last] } });
    renderApp('/admin/orders/PB-261122-DSP123');
    const refunds = await screen.findByRole('list', { name: 'Refunds' }, slow);
    expect(refunds).toHaveTextContent(
      'Attempt4 of 4StatusFailed · The bank could not credit the refund. · No more automatic attempts: return the money another way.Reason',
    );
  });

  it('labels payment attempts in words, with the bank Razorpay reports', async () => {
    api(disputed);
    renderApp('/admin/orders/PB-261122-DSP123');
    const attempts = within(await screen.findByRole('list', { name: 'Payment attempts' }, slow)).getAllByRole('listitem');
    expect(attempts[0]).toHaveTextContent('Payment idpay_Late0001MethodNet bankingBankICICAmount₹12,198StatusReturned by Razorpay without captureTime');
    expect(attempts[1]).toHaveTextContent('Payment idpay_Good0002MethodNet bankingBankICICAmount₹12,198StatusCapturedTime');
    expect(attempts[2]).toHaveTextContent('Payment idpay_Hold0003MethodUPIAmount₹12,198StatusAuthorised: waiting for captureTime');
  });

  it("shows on the order list a payment being confirmed by the bank, and which orders' payment needs attention", async () => {
    const processing = { ...summary, orderNumber: 'PB-261122-PRC123', paymentMethod: 'upi', paymentStatus: 'payment-processing' } as const;
    api(disputed, [processing, { ...summary, paymentNeedsAttention: true }]);
    renderApp('/admin?attention=payment');
    const table = await screen.findByRole('table', {}, slow);
    const rows = [within(table).getByRole('row', { name: /PB-261122-PRC123/ }), within(table).getByRole('row', { name: new RegExp(summary.orderNumber) })];
    expect(within(rows[0]!).getByRole('cell', { name: /Being confirmed/ })).toHaveTextContent(/^UPI.*Being confirmed by the bank$/);
    expect(within(rows[1]!).getByRole('cell', { name: /Net banking/i })).toHaveTextContent(/Net banking.*PaidNeeds attention$/i);
    expect(rows[0]).not.toHaveTextContent('Needs attention');
  });
});

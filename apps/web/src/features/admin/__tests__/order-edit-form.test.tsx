// The console's "Edit order": the form is checked with the API's schema before anything is sent, "Review changes"
// shows the API's preview (the change before -> after, the total and how it is settled) before "Save changes", and a
// clash keeps what was typed and shows the API's words naming who changed the order; saving again after reloading
// sends the new version with the same edit id.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail, OrderEditPreview } from '@partybox/contracts/operations';
import { describe, expect, it } from 'vitest';
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
  party: { occasion: 'Birthday', guestName: 'Meera', cakeDetails: 'Happy birthday' },
  personalised: true,
  notes: [],
  delivery: { name: 'Asha Rao', phone: '9820098200', email: '', address: 'Flat 3, Mumbai 400050, India' },
  editable: true,
  history: [{ at: '2026-11-22T10:00:00.000Z', by: 'Shop', change: 'placed', to: 'placed' }],
  nextStatuses: ['confirmed', 'cancelled'],
  nextPaymentStatuses: [],
  payment: { attempts: [], refunds: [], disputes: [], refundablePaise: 0, attention: [] },
};
const preview: OrderEditPreview = {
  total: 12198,
  previousTotal: 12198,
  difference: 0,
  settlement: 'cash',
  settlementAmount: 12198,
  settlementWords: 'Collect ₹12,198 in cash on delivery.',
  changes: [{ field: 'Cake message', from: 'Happy birthday', to: 'Happy 7th Meera' }],
};
const clash = {
  status: 409,
  body: { error: 'conflict', message: 'This order was changed by someone else meanwhile. Confirmed by Ravi. What you typed is kept: check it and save again.' },
};

function api(reads: AdminOrderDetail[], writes: { status: number; body: unknown }[]) {
  return stubFetch((request: SentRequest) => {
    if (request.url.endsWith('/api/auth/me')) return operatorMe;
    if (request.method === 'POST') return writes.shift()!;
    if (request.url.includes('/api/admin/calendar')) return { status: 200, body: { days: [] } };
    return { status: 200, body: reads.length > 1 ? reads.shift() : reads[0] };
  });
}
const slow = { timeout: 5000 };

signedInOperator();

describe('Edit order', () => {
  it('previews the change before saving, keeps what was typed through a clash, and saves with the new version and the same edit id', async () => {
    const confirmed = { ...order, status: 'confirmed' as const, version: 4 };
    const sent = api(
      [order, confirmed],
      [{ status: 200, body: preview }, clash, { status: 200, body: preview }, { status: 200, body: { ...confirmed, version: 5 } }],
    );
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit order' }, slow));
    const form = screen.getByRole('region', { name: 'Edit order' });
    const cake = within(form).getByRole('textbox', { name: /Cake message/ });
    await userEvent.clear(cake);
    await userEvent.type(cake, 'Happy 7th Meera');
    await userEvent.click(within(form).getByRole('button', { name: 'Review changes' }));
    expect(await within(form).findByText('Collect ₹12,198 in cash on delivery.')).toBeInTheDocument();
    expect(within(form).getByText(/Happy birthday → Happy 7th Meera/)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/Confirmed by Ravi\. What you typed is kept/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Cake message/ })).toHaveValue('Happy 7th Meera');

    await userEvent.click(within(form).getByRole('button', { name: /Reload the order/ }));
    await userEvent.click(await within(form).findByRole('button', { name: 'Review changes' }));
    await userEvent.click(await within(form).findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Order edited\./)).toBeInTheDocument();
    const edits = sent.posts().filter((post) => post.url === '/api/admin/orders/PB-261122-ABC123/edit');
    const bodies = edits.map((post) => post.body as { expectedVersion: number; editId: string; preview: boolean; personalisation: unknown });
    expect(bodies.map((body) => [body.preview, body.expectedVersion])).toEqual([
      [true, 3],
      [false, 3],
      [true, 4],
      [false, 4],
    ]);
    expect(new Set(bodies.map((body) => body.editId)).size).toBe(1);
    expect(bodies.at(-1)?.personalisation).toMatchObject({ cakeDetails: 'Happy 7th Meera' });
  });

  it("offers the add-ons page's extras with their prices; ticking one sends it and the review shows the new total", async () => {
    const offered = { ...order, extraOptions: [{ key: 'dessertTable', label: 'Dessert Table Setup', price: 599 }] };
    const raised: OrderEditPreview = {
      ...preview,
      total: 12797,
      difference: 599,
      settlementAmount: 12797,
      settlementWords: 'Collect ₹12,797 in cash on delivery.',
      changes: [{ field: 'Items', from: 'Glow Party × 1', to: 'Glow Party × 1; extras: Dessert Table Setup' }],
    };
    const sent = api(
      [offered],
      [
        { status: 200, body: raised },
        { status: 200, body: { ...offered, version: 4 } },
      ],
    );
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit order' }, slow));
    const form = screen.getByRole('region', { name: 'Edit order' });
    const extras = within(form).getByRole('list', { name: 'Extras' });
    expect(within(extras).getByText('₹599')).toBeInTheDocument();
    await userEvent.click(within(extras).getByRole('checkbox', { name: /Dessert Table Setup/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Review changes' }));
    expect(await within(form).findByText(/New total/)).toHaveTextContent('New total ₹12,797 (was ₹12,198, +₹599).');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Order edited\./)).toBeInTheDocument();
    const bodies = sent.posts().map((post) => post.body as { preview?: boolean; extras?: string[]; lines?: unknown });
    expect(bodies.map((body) => [body.preview ?? false, body.extras])).toEqual([
      [true, ['dessertTable']],
      [false, ['dessertTable']],
    ]);
    expect(bodies[0]).not.toHaveProperty('lines');
  });

  it('refuses a quantity the schema refuses, naming it, without sending anything', async () => {
    const sent = api([order], []);
    renderApp('/admin/orders/PB-261122-ABC123');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit order' }, slow));
    const form = screen.getByRole('region', { name: 'Edit order' });
    const quantity = within(form).getByRole('textbox', { name: /Glow Party: quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Review changes' }));
    expect(await within(form).findByText('Quantity must be a whole number from 1 to 20')).toBeInTheDocument();
    expect(sent.posts()).toEqual([]);
    // Corrected, the field's error goes at once: it does not wait for the next review.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(within(form).queryByText('Quantity must be a whole number from 1 to 20')).not.toBeInTheDocument();
    expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  });
});

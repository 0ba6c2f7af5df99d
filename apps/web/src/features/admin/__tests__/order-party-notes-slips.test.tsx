// The console shows the whole party, keeps the team's notes, prints packing slips and opens inbox items.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail, InboxItem } from '@partybox/contracts/operations';
import { describe, expect, it } from 'vitest';
import { formatInr } from '../../../lib/format';
import { operatorMe, signedInOperator } from '../../../testing/operator-session';
import { renderApp } from '../../../testing/render-app';
import { stubFetch, type SentRequest } from '../../../testing/stub-fetch';

const order: AdminOrderDetail = {
  orderNumber: 'PB-261122-ABC123',
  eventDate: '2026-12-04',
  customerName: 'Asha Rao',
  phone: '9820098200',
  status: 'confirmed',
  paymentMethod: 'cod',
  paymentStatus: 'pay-on-delivery',
  total: 15697,
  createdAt: '2026-11-22T10:00:00.000Z',
  version: 3,
  boxes: [
    {
      themeId: 'superhero',
      themeName: 'Superheroes',
      quantity: 1,
      basePrice: 14999,
      addons: [{ key: 'customWelcomeBoard', label: 'Custom welcome board', price: 500 }],
      unitPrice: 15499,
      lineTotal: 15499,
    },
  ],
  extras: [],
  subtotal: 15499,
  shipping: 199,
  party: {
    occasion: 'Birthday',
    guestName: 'Asha Rao',
    phone: '9820098200',
    email: 'asha@example.com',
    eventTime: '16:30',
    guests: 25,
    age: 7,
    favoriteColor: 'Teal',
    venue: 'Palm Court clubhouse',
    venueType: 'Club / Lounge',
    returnGiftQty: 25,
    entertainment: 'Magician',
    decorName: 'Aarav',
    cakeDetails: 'Chocolate, 2 kg, Spider-Man topper',
    notes: 'Deliver before 3 pm',
  },
  personalised: true,
  notes: [],
  delivery: { name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', address: 'Flat 3, Palm Court, Bandra West, Mumbai, Maharashtra 400050, India' },
  history: [{ at: '2026-11-22T10:00:00.000Z', by: 'Placed by the customer', change: 'placed', to: 'placed' }],
  nextStatuses: ['packed', 'cancelled'],
  nextPaymentStatuses: ['paid'],
  payment: { attempts: [], refunds: [], disputes: [], refundablePaise: 0, attention: [] },
};
const slow = { timeout: 5000 };

function api(answer: (request: SentRequest) => { status: number; body: unknown }) {
  return stubFetch((request: SentRequest) => (request.url.endsWith('/api/auth/me') ? operatorMe : answer(request)));
}

signedInOperator();

describe('the order page', () => {
  it('shows every detail of the party the customer saved, the personalisation first', async () => {
    api(() => ({ status: 200, body: order }));
    renderApp('/admin/orders/PB-261122-ABC123');
    const party = await screen.findByRole('region', { name: 'Party' }, slow);
    for (const text of [
      'Aarav',
      'Chocolate, 2 kg, Spider-Man topper',
      'Teal',
      '25',
      'Magician',
      'Deliver before 3 pm',
      'Birthday',
      '7',
      '4:30 pm',
      'Palm Court clubhouse',
      'Club / Lounge',
    ]) {
      expect(within(party).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(party).getByText('Name on the decor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Packing slip' })).toHaveAttribute('href', '/admin/orders/PB-261122-ABC123/slip');
  });

  it('saves a team note and shows it with who wrote it; an empty note is refused before sending', async () => {
    const noted = { ...order, notes: [{ at: '2026-11-23T09:00:00.000Z', by: 'Priya', text: 'Customer asked for extra teal balloons' }] };
    const sent = api((request) => (request.method === 'POST' ? { status: 200, body: noted } : { status: 200, body: order }));
    renderApp('/admin/orders/PB-261122-ABC123');
    const notes = await screen.findByRole('region', { name: 'Team notes' }, slow);
    await userEvent.click(within(notes).getByRole('button', { name: 'Save note' }));
    expect(within(notes).getByRole('alert')).toHaveTextContent('Write the note');
    expect(sent.sent.filter((request) => request.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(notes).getByLabelText('Add a note'), 'Customer asked for extra teal balloons');
    await userEvent.click(within(notes).getByRole('button', { name: 'Save note' }));
    expect(await within(notes).findByText('Customer asked for extra teal balloons', { selector: 'p' })).toBeInTheDocument();
    expect(within(notes).getByText(/Priya/)).toBeInTheDocument();
    const post = sent.sent.find((request) => request.method === 'POST')!;
    expect(post.url).toMatch(/\/api\/admin\/orders\/PB-261122-ABC123\/notes$/);
    expect(post.body).toEqual({ text: 'Customer asked for extra teal balloons' });
    expect(within(notes).getByLabelText('Add a note')).toHaveValue('');
  });
});

describe('packing slips', () => {
  it("an order's slip lists the boxes, add-ons, personalisation and the address, and no price but the cash to collect", async () => {
    api(() => ({ status: 200, body: order }));
    renderApp('/admin/orders/PB-261122-ABC123/slip');
    const slip = await screen.findByRole('article', { name: /PB-261122-ABC123/ }, slow);
    expect(slip).toHaveTextContent('Superheroes');
    expect(slip).toHaveTextContent('Custom welcome board');
    expect(slip).toHaveTextContent('Aarav');
    expect(slip).toHaveTextContent('Flat 3, Palm Court, Bandra West');
    expect(slip).toHaveTextContent('+91 98200 98200');
    expect(slip.textContent?.match(/₹[\d,]+/g)).toEqual([formatInr(order.total)]);
    expect(slip).toHaveTextContent(`Collect ${formatInr(order.total)} in cash`);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('puts the box’s own contents, the slot, the notes meant for packing and a map link on the slip, and “Paid online” when paid', async () => {
    const packed: AdminOrderDetail = {
      ...order,
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      deliverySlot: { date: '2026-12-04', slotId: 'midday', label: '12-3 pm' },
      boxes: [{ ...order.boxes[0]!, contents: [{ title: 'Decor', description: 'A Spider-Man bunting and 6 star clusters' }] }],
      notes: [
        { at: '2026-11-23T09:00:00.000Z', by: 'Priya', text: 'Extra teal balloons, no charge', forPacking: true },
        { at: '2026-11-23T09:05:00.000Z', by: 'Priya', text: 'She prefers calls after 6 pm' },
      ],
    };
    api(() => ({ status: 200, body: packed }));
    renderApp('/admin/orders/PB-261122-ABC123/slip');
    const slip = await screen.findByRole('article', { name: /PB-261122-ABC123/ }, slow);
    expect(within(slip).getByRole('list', { name: 'Superheroes: the box’s own contents' })).toHaveTextContent(
      'Decor: A Spider-Man bunting and 6 star clusters',
    );
    expect(slip).toHaveTextContent('Delivery 4 December 2026, 12-3 pm');
    expect(within(slip).getByRole('region', { name: 'Notes for packing' })).toHaveTextContent('Extra teal balloons, no charge');
    expect(slip).not.toHaveTextContent('after 6 pm');
    expect(slip).toHaveTextContent('Paid online');
    expect(slip).not.toHaveTextContent('₹');
    expect(within(slip).getByRole('link', { name: /^Map:/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(order.delivery.address)}`,
    );
  });

  it("a day's slips come from the API for the chosen event date, one article per order", async () => {
    const second = { ...order, orderNumber: 'PB-261122-XYZ789' };
    const sent = api(() => ({ status: 200, body: { date: '2026-12-04', orders: [order, second] } }));
    renderApp('/admin/slips?date=2026-12-04');
    expect(await screen.findAllByRole('article', {}, slow)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Print all 2 slips' })).toBeInTheDocument();
    expect(sent.sent.some((request) => request.url.endsWith('/api/admin/slips?date=2026-12-04'))).toBe(true);
  });
});

describe('an inbox item', () => {
  const item: InboxItem = {
    id: '0193a7b2-0000-7000-8000-000000000001',
    kind: 'custom',
    receivedAt: '2026-11-23T08:00:00.000Z',
    from: 'Kabir Shah',
    phone: '9820011111',
    email: 'kabir@example.com',
    subject: 'Custom request: Pirate party',
    fields: [
      { label: 'Theme', value: 'Pirate party' },
      { label: 'Guests', value: '30' },
      { label: 'Phone', value: '9820011111', format: 'phone' },
      { label: 'Event date', value: '2026-12-05', format: 'date' },
      { label: 'Event time', value: '18:30', format: 'time' },
      { label: 'Age', value: '' },
    ],
    handled: false,
  };

  it('shows every field and links to call, WhatsApp and e-mail the customer', async () => {
    api(() => ({ status: 200, body: item }));
    renderApp(`/admin/inbox/custom/${item.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom request: Pirate party' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Pirate party')).toBeInTheDocument();
    expect(screen.getByText('30')).toBeInTheDocument();
    // Days, times and phones read as people write them; a field left empty says so.
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Phone')).toBe('+91 98200 11111');
    expect(value('Event date')).toBe('5 December 2026');
    expect(value('Event time')).toBe('6:30 pm');
    expect(value('Age')).toBe('Not given');
    expect(screen.getByRole('link', { name: /Call \+91 98200 11111/ })).toHaveAttribute('href', 'tel:+919820011111');
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919820011111\?text=Hello%20Kabir%20Shah/);
    expect(screen.getByRole('link', { name: /E-mail kabir@example.com/ }).getAttribute('href')).toMatch(/^mailto:kabir@example\.com\?subject=Re%3A/);
    expect(screen.getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  });
});

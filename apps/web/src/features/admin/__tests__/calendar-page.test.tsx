// The console's calendar: a week of capacity used per day and slot, and a day blocked or given another capacity.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { operatorMe, signedInOperator } from '../../../testing/operator-session';
import { renderApp } from '../../../testing/render-app';
import { stubFetch, unavailable, type SentRequest, type StubAnswer } from '../../../testing/stub-fetch';

const slow = { timeout: 5000 };
const slots = (booked: number, held = 0) => [
  { id: 'morning', label: '9-12 am', capacity: 4, booked, held },
  { id: 'midday', label: '12-3 pm', capacity: 4, booked: 4, held: 0 },
];
const week = {
  days: [
    { date: '2026-12-05', capacity: 8, capacityOverridden: false, booked: 5, held: 3, slots: slots(1, 3) },
    {
      date: '2026-12-06',
      capacity: 8,
      capacityOverridden: false,
      booked: 0,
      held: 0,
      blocked: { reason: 'Fully booked for Diwali', by: 'operator' },
      slots: slots(0),
    },
  ],
};

function api(answer: (request: SentRequest) => StubAnswer) {
  return stubFetch((request: SentRequest) => (request.url.endsWith('/api/auth/me') ? operatorMe : answer(request)));
}

signedInOperator();

describe('the calendar page', () => {
  it('shows each day’s and each slot’s orders booked of its capacity, the places held in checkout, the full slots and the blocked days with their reason', async () => {
    const sent = api(() => ({ status: 200, body: week }));
    renderApp('/admin/calendar?from=2026-12-05');
    const slotList = await screen.findByRole('list', { name: 'Slots of 5 December 2026' }, slow);
    // Places held in customers' checkouts count apart, and fill the slot as bookings do.
    expect(slotList).toHaveTextContent('9-12 am 1 of 4 · 3 held in checkout · full');
    expect(screen.getByRole('heading', { name: '5 December 2026' }).closest('li')).toHaveTextContent('Booked 5 of 8 orders · 3 held in checkout · full');
    expect(slotList).toHaveTextContent('12-3 pm 4 of 4 · full');
    expect(screen.getByText('Blocked: Fully booked for Diwali')).toBeInTheDocument();
    expect(screen.getByText(/how many orders the team can deliver on a day/)).toBeInTheDocument();
    expect(sent.sent.some((request) => request.url.endsWith('/api/admin/calendar?from=2026-12-05&days=7'))).toBe(true);
  });

  it('changes a day’s capacity with one idempotency key across a retry, and names a block without a reason', async () => {
    const sent = api((request) =>
      request.method === 'PUT'
        ? sent.sent.filter((r) => r.method === 'PUT').length === 1
          ? unavailable
          : { status: 200, body: week.days[0] }
        : { status: 200, body: week },
    );
    renderApp('/admin/calendar?from=2026-12-05');
    const day = (await screen.findByRole('heading', { name: '5 December 2026' }, slow)).closest('li')!;
    await userEvent.click(within(day).getByRole('button', { name: 'Change this day' }));
    await userEvent.click(within(day).getByRole('checkbox', { name: 'Block this day' }));
    await userEvent.click(within(day).getByRole('button', { name: 'Save the day' }));
    expect(within(day).getByRole('alert')).toHaveTextContent('Give the reason customers will read');
    expect(sent.sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await userEvent.click(within(day).getByRole('checkbox', { name: 'Block this day' }));
    const capacity = within(day).getByLabelText('Orders this day');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '10');
    await userEvent.click(within(day).getByRole('button', { name: 'Save the day' }));
    expect(await within(day).findByRole('alert', {}, slow)).toHaveTextContent('We could not save this right now');
    await userEvent.click(within(day).getByRole('button', { name: 'Save the day' }));
    await within(day).findByRole('button', { name: 'Change this day' }, slow);
    const puts = sent.sent.filter((request) => request.method === 'PUT');
    expect(puts.map((put) => put.body)).toEqual([{ capacity: 10 }, { capacity: 10 }]);
    expect(puts[0]!.url).toMatch(/\/api\/admin\/calendar\/2026-12-05$/);
    expect(puts[0]!.headers['idempotency-key']).toBeTruthy();
    expect(puts[1]!.headers['idempotency-key']).toBe(puts[0]!.headers['idempotency-key']);
  }, 20_000);
});

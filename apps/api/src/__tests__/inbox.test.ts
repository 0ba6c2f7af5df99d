// The console's inboxes against cognito-local and dynalite started here: contact messages, /custom requests (not a
// checkout's customization), theme suggestions and subscribers are listed newest first by Query on their sparse
// index, marked handled (who and when) and back; subscribers export as CSV with formula-safe, quoted cells.
import type { InboxItem, InboxPage } from '@partybox/contracts/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../platform/http/csv';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { guest, readyCheckout } from './support/checkout';
import { newKey } from './support/harness';
import { daysFromToday, operator } from './support/operations';

let harness: AccountsHarness;
let staff: Browser;
const visitor = () => new Browser(harness);
const send = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await visitor().post(url, body, { 'idempotency-key': newKey('form'), ...headers });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};
const inbox = async (kind: string, query = '') => {
  const response = await staff.get(`/api/admin/inbox/${kind}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InboxPage>();
};

beforeAll(async () => {
  harness = await startAccountsHarness();
  staff = await operator(harness, newPhone(), 'Priya Shah');
}, 120_000);
afterAll(async () => harness?.close());

describe('inboxes', () => {
  it('lists contact messages newest first, page by page, and moves an item to handled and back', async () => {
    const ids: string[] = [];
    for (const message of ['First question', 'Second question', 'Third question']) {
      ids.push((await send('/api/contact', { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message })).id);
    }
    const first = await inbox('contact', '?limit=2');
    expect(first.items.map((item) => item.subject)).toEqual(['Third question', 'Second question']);
    expect(first.items[0]).toMatchObject({ kind: 'contact', from: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', handled: false });
    expect(first.items[0]!.fields).toContainEqual({ label: 'Message', value: 'Third question' });
    const second = await inbox('contact', `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.subject)).toEqual(['First question']);

    const marked = await staff.post(`/api/admin/inbox/contact/${ids[1]}/handled`, { handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<InboxItem>()).toMatchObject({ id: ids[1], handled: true, handledBy: 'Priya Shah', handledAt: expect.any(String) });
    expect((await inbox('contact')).items.map((item) => item.subject)).toEqual(['Third question', 'First question']);
    expect((await inbox('contact', '?handled=true')).items.map((item) => item.id)).toEqual([ids[1]]);
    const reopened = await staff.post(`/api/admin/inbox/contact/${ids[1]}/handled`, { handled: false });
    expect(reopened.json<InboxItem>()).toMatchObject({ handled: false });
    expect(reopened.json<InboxItem>().handledBy).toBeUndefined();
    expect((await inbox('contact', '?handled=true')).items).toEqual([]);
  });

  it('holds /custom requests but not the customizations of checkouts, and theme suggestions', async () => {
    const request = {
      name: 'Meera Iyer',
      phone: '9820098201',
      email: 'meera@example.com',
      eventDate: daysFromToday(20),
      occasion: 'Birthday',
      themeName: 'Pirates',
    };
    const custom = await send('/api/customizations', request);
    // A checkout's party details are its own step (PATCH), never a request for the team.
    await readyCheckout(guest(harness.app), { party: { name: 'In a checkout', eventDate: daysFromToday(20) } });
    // /customize with an empty cart has no checkout: its party details are a request for the team.
    const fromStorefront = await send('/api/customizations', { ...request, name: 'From the storefront' });
    const customs = (await inbox('custom')).items;
    expect(customs.map((item) => item.id)).toEqual([fromStorefront.id, custom.id]);
    const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${daysFromToday(20)}T12:00:00Z`),
    );
    expect(customs[1]).toMatchObject({ from: 'Meera Iyer', subject: `Birthday · Pirates · on ${day}` });
    // The defaults the record stores for what was left empty (0, NA) read as not given; days and phones say what they are.
    expect(customs[1]!.fields).toEqual(
      expect.arrayContaining([
        { label: 'Age', value: '' },
        { label: 'Guests', value: '' },
        { label: 'Entertainment', value: '' },
        { label: 'Event date', value: daysFromToday(20), format: 'date' },
        { label: 'Phone', value: '9820098201', format: 'phone' },
      ]),
    );
    const idea = await send('/api/suggestions', { themeName: 'Bollywood Night', guestName: 'Asha', phone: '9820098200' });
    expect((await inbox('suggestions')).items).toMatchObject([{ id: idea.id, from: 'Asha', subject: 'Bollywood Night', phone: '9820098200' }]);
    expect((await staff.post(`/api/admin/inbox/suggestions/${idea.id}/handled`, { handled: true })).statusCode).toBe(200);
  });

  it('refuses what is not in an inbox and bad requests, naming the field', async () => {
    expect((await staff.post('/api/admin/inbox/contact/00000000-0000-7000-8000-000000000000/handled', { handled: true })).statusCode).toBe(404);
    expect((await staff.get('/api/admin/inbox/orders')).statusCode).toBe(404);
    const bad = await staff.post('/api/admin/inbox/contact/x/handled', { handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toEqual(['handled']);
    const query = await staff.get('/api/admin/inbox/contact?handled=maybe&limit=0');
    expect(query.json().fields.map((f: { field: string }) => f.field)).toEqual(['handled', 'limit']);
  });

  it('exports every subscriber as CSV with a byte order mark, defusing cells a spreadsheet would run', async () => {
    await send('/api/subscriptions', { email: 'asha@example.com' });
    // The e-mail rule refuses commas, quotes and "=" now; a leading "-" or "+" is still a formula to a spreadsheet.
    await send('/api/subscriptions', { email: '-2+3@evil.co' });
    const marked = await staff.post(`/api/admin/inbox/subscribers/${encodeURIComponent('asha@example.com')}/handled`, { handled: true });
    expect(marked.statusCode, marked.body).toBe(200);
    const response = await staff.get('/api/admin/subscribers.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="partybox-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The bytes start with UTF-8's byte order mark, so Excel reads the file as UTF-8 (Devanagari intact).
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(rows[0]).toBe('E-mail,Subscribed at,Handled,Handled by,Handled at');
    expect(rows).toContainEqual(expect.stringMatching(/^asha@example\.com,[^,]+,yes,Priya Shah,[^,]+$/));
    expect(rows).toContainEqual(expect.stringMatching(/^"?'-2\+3@evil\.co"?,[^,]+,no,,$/));
    expect(rows.at(-1)).toBe('');
  });

  it('writes CSV cells per RFC 4180 and never as formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const risky of ['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx']) expect(csvCell(risky).replace(/^"/, '')).toMatch(/^'/);
  });
});

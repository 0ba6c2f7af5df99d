// @vitest-environment node
// The order list's filters survive a trip through the URL, and nothing malformed reaches the API.
import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, hasFilters } from '../api/order-filters';

describe('the order list filters', () => {
  it('read back what they wrote, in the query string', () => {
    const filters = { status: 'confirmed', from: '2026-12-01', to: '2026-12-31', paymentMethod: 'cod', q: 'PB-261122-ABC123' } as const;
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('status=confirmed&from=2026-12-01&to=2026-12-31&paymentMethod=cod&q=PB-261122-ABC123');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('drop unknown statuses and methods, malformed dates and blank searches', () => {
    const filters = filtersFromSearch(new URLSearchParams('status=lost&paymentMethod=bitcoin&from=1 Dec&to=2026-13&q=%20%20'));
    expect(filters).toEqual({});
    expect(hasFilters(filters)).toBe(false);
  });

  it('keep "payment needs attention" and drop any other attention value', () => {
    expect(filtersToSearch({ attention: 'payment' }).toString()).toBe('attention=payment');
    expect(filtersFromSearch(new URLSearchParams('attention=payment'))).toEqual({ attention: 'payment' });
    expect(filtersFromSearch(new URLSearchParams('attention=everything'))).toEqual({});
  });

  it('keep a payment status such as "partly refunded" and drop an unknown one', () => {
    expect(filtersToSearch({ paymentStatus: 'partly-refunded' }).toString()).toBe('paymentStatus=partly-refunded');
    expect(filtersFromSearch(new URLSearchParams('paymentStatus=partly-refunded'))).toEqual({ paymentStatus: 'partly-refunded' });
    expect(filtersFromSearch(new URLSearchParams('paymentStatus=half'))).toEqual({});
  });

  it('carry the next page cursor only to the API', () => {
    expect(filtersToSearch({ q: '9820098200' }, 'abc').toString()).toBe('q=9820098200&cursor=abc');
  });
});

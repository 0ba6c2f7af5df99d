import { describe, expect, it } from 'vitest';
import { apiPaths, isOrderNumber, isPhone, newOrderNumber, phoneField } from '../index';

describe('wire constants', () => {
  it('hold one phone rule, the one the forms validate with', () => {
    expect(phoneField.pattern).toBe('^[6-9][0-9]{9}$');
    expect(isPhone('9820098200')).toBe(true);
    expect(isPhone('1234567890')).toBe(false);
  });

  it('recognise an order number', () => {
    expect(isOrderNumber('PB-261122-ABC123')).toBe(true);
    expect(isOrderNumber('PB-261122-abc123')).toBe(false);
  });

  it('make order numbers of that shape, dated by the day given', () => {
    const numbers = Array.from({ length: 200 }, () => newOrderNumber('2026-11-22'));
    for (const number of numbers) expect(isOrderNumber(number), number).toBe(true);
    expect(numbers.every((number) => number.startsWith('PB-261122-'))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('encode the ids they put into paths', () => {
    expect(apiPaths.checkoutComplete.href('a/b')).toBe('/api/checkouts/a%2Fb/complete');
    expect(apiPaths.orderStatus.href('PB-261122-ABC123')).toBe('/api/orders/by-number/PB-261122-ABC123');
    expect(apiPaths.admin.inboxHandled.href('contact', 'x y')).toBe('/api/admin/inbox/contact/x%20y/handled');
    expect(apiPaths.admin.slips.href('2026-12-05')).toBe('/api/admin/slips?date=2026-12-05');
  });

  it("give the API's route pattern and the clients' URL from one entry", () => {
    expect(apiPaths.admin.inboxHandled.route).toBe('/api/admin/inbox/:kind/:id/handled');
    expect(apiPaths.admin.orders.route).toBe('/api/admin/orders');
    expect(apiPaths.admin.orders.href('status=confirmed')).toBe('/api/admin/orders?status=confirmed');
    expect(apiPaths.admin.orders.href('')).toBe('/api/admin/orders');
  });
});

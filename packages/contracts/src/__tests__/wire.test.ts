import { describe, expect, it } from 'vitest';
import { apiPaths, isOrderNumber, isPhone, phoneField } from '../index';

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

  it('encode the ids they put into paths', () => {
    expect(apiPaths.checkoutComplete('a/b')).toBe('/api/checkouts/a%2Fb/complete');
    expect(apiPaths.orderStatus('PB-261122-ABC123')).toBe('/api/orders/by-number/PB-261122-ABC123');
  });
});

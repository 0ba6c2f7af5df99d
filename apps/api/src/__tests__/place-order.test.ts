// placeOrder, the pure rule that turns a completed checkout into its order record: what the record holds for a guest
// and for a signed-in customer, by payment method, with its first history line and messages, and the same record for
// every attempt to write it.
import { describe, expect, it } from 'vitest';
import { accessTokenFor, placeOrder, type Placement } from '../modules/orders';
import { holdsToken } from '../modules/orders/order-access';

let ids = 0;
const placement = (over: Partial<Placement> = {}): Placement => ({
  id: 'order-0000000000000001',
  orderNumber: 'PB-261121-ABC123',
  placedAt: new Date('2026-11-21T06:30:00.000Z'),
  placedOn: '2026-11-21',
  checkoutId: '5f0c2c9e-2d8b-4c6e-9d1a-7b3e8f6a2c10',
  priced: { Lines: [], Extras: [], Subtotal: 12_000, Shipping: 199, Total: 12_199 },
  customization: {
    id: 'custom-01',
    record: { EventDate: '2026-12-05', email: 'asha@example.com', Name: 'Asha Rao', Phone: '9820098200', DecorName: '', Occasion: 'Birthday' },
  },
  delivery: { id: 'delivery-01', record: { Name: 'Asha Rao', PhoneNumber: '+91 98200 98200', Details: {} as never } },
  payment: { method: 'cod' },
  newId: () => `message-${(ids += 1)}`,
  ...over,
});

describe('placeOrder', () => {
  it('makes a placed order at version 0, priced by the server, with its placement history and messages', () => {
    const order = placeOrder(placement());
    expect(order).toMatchObject({ id: 'order-0000000000000001', OrderNumber: 'PB-261121-ABC123', Status: 'placed', Version: 0, Total: 12_199 });
    expect(order.History).toHaveLength(1);
    expect(order.Outbox!.length).toBeGreaterThan(0);
    expect(order.MessagesDueAt).toBe('2026-11-21T06:30:00.000Z');
    expect(order.CreatedAt).toBe('2026-11-21T06:30:00.000Z');
  });

  it('starts cash on delivery at pay-on-delivery and an online method awaiting payment, keeping the bank of net banking', () => {
    expect(placeOrder(placement()).PaymentStatus).toBe('pay-on-delivery');
    const online = placeOrder(placement({ payment: { method: 'netbanking', bank: 'HDFC Bank' } }));
    expect(online).toMatchObject({ PaymentMethod: 'netbanking', PaymentStatus: 'awaiting-payment', Bank: 'HDFC Bank' });
    expect(placeOrder(placement({ payment: { method: 'upi', bank: 'HDFC Bank' } })).Bank).toBeUndefined();
  });

  it("keeps a guest's delivery phone as typed in 10 digits, so the account with that verified number finds it", () => {
    expect(placeOrder(placement()).Phone).toBe('9820098200');
    const signedIn = placeOrder(placement({ customerId: 'sub-1' }));
    expect(signedIn.CustomerId).toBe('sub-1');
    expect(signedIn.Phone).toBeUndefined();
  });

  it("stores only hashes of the checkout's secret and of the order's access token, which the token then opens", () => {
    const order = placeOrder(placement());
    expect(JSON.stringify(order)).not.toContain('5f0c2c9e-2d8b-4c6e-9d1a-7b3e8f6a2c10');
    expect(order.CheckoutHash).toMatch(/^[0-9a-f]{64}$/);
    expect(holdsToken(order, accessTokenFor('5f0c2c9e-2d8b-4c6e-9d1a-7b3e8f6a2c10', order.id))).toBe(true);
    expect(holdsToken(order, accessTokenFor('another-checkout', order.id))).toBe(false);
  });

  it('is the same record, with the same request hash, for every attempt to write the same placement', () => {
    const first = placeOrder(placement({ newId: () => 'same' }));
    const again = placeOrder(placement({ newId: () => 'same' }));
    expect(again).toEqual(first);
    expect(placeOrder(placement({ id: 'order-0000000000000002' })).RequestHash).not.toBe(first.RequestHash);
  });
});

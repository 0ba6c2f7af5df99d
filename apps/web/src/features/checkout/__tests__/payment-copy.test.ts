import { paymentMethods } from '@partybox/contracts';
import payment from 'virtual:catalog/payment';
import { describe, expect, it } from 'vitest';

describe('the payment copy in catalog/site.json', () => {
  it('explains every payment method the order accepts, and no other', () => {
    expect(Object.keys(payment.methods).sort()).toEqual([...paymentMethods].sort());
  });

  it('promises a link after confirmation or payment on delivery, and nothing charged now', () => {
    expect(payment.notice).toMatch(/Nothing is charged/);
    for (const method of ['card', 'netbanking', 'upi'] as const) expect(payment.methods[method].howToPay).toMatch(/payment link/);
    expect(payment.methods.cod.howToPay).toMatch(/when your party box arrives/);
  });
});

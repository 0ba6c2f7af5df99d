import { describe, expect, it } from 'vitest';
import { validatePaymentStatusChange } from '../operations';
import { gatewayUnavailableMessage, manualPaymentReferenceMessage, validateOperatorRefund, validatePaymentVerify } from '../payments';

const report = { razorpay_order_id: 'order_Abc123', razorpay_payment_id: 'pay_Xyz789', razorpay_signature: 'a'.repeat(64) };

describe('validatePaymentVerify', () => {
  it("accepts the three fields Razorpay's checkout hands the success handler", () => {
    expect(validatePaymentVerify(report)).toEqual({ ok: true, value: report });
  });

  it('names each malformed field', () => {
    const result = validatePaymentVerify({ razorpay_order_id: 'pay_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'zz' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'razorpay_order_id', message: 'razorpay_order_id must look like order_…' },
        { field: 'razorpay_signature', message: 'razorpay_signature must be 64 hex digits' },
      ],
    });
  });
});

describe('validateOperatorRefund', () => {
  it('accepts an amount in whole rupees with a reason and the version', () => {
    expect(validateOperatorRefund({ amount: 500, reason: 'Balloons missing', expectedVersion: 4 }).ok).toBe(true);
  });

  it('refuses a zero amount and an empty reason, by field', () => {
    const result = validateOperatorRefund({ amount: 0, reason: '', expectedVersion: 4 });
    expect(result.ok ? [] : result.errors.map((error) => error.field)).toEqual(['amount', 'reason']);
  });
});

describe('validatePaymentStatusChange', () => {
  it('asks for a reference to mark paid by hand', () => {
    expect(validatePaymentStatusChange({ to: 'paid', expectedVersion: 1 })).toEqual({
      ok: false,
      errors: [{ field: 'reference', message: manualPaymentReferenceMessage }],
    });
    expect(validatePaymentStatusChange({ to: 'paid', expectedVersion: 1, reference: '  ' }).ok).toBe(false);
    expect(validatePaymentStatusChange({ to: 'paid', expectedVersion: 1, reference: 'UTR 4512' }).ok).toBe(true);
  });

  it('needs no reference to mark cash collected on delivery', () => {
    expect(validatePaymentStatusChange({ to: 'collected-on-delivery', expectedVersion: 1 }).ok).toBe(true);
  });
});

it('the gateway-down message names the saved order', () => {
  expect(gatewayUnavailableMessage('PB-261125-AB12CD')).toBe(
    'We could not reach our payment partner. Your order PB-261125-AB12CD is saved: pay for it from its status page in a few minutes.',
  );
});

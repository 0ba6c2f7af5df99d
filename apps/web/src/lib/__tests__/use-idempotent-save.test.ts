import { idempotencyKeyField } from '@partybox/contracts';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, keyForRequest } from '../use-idempotent-save';

const request = { name: 'Asha', guestCount: 25 };

describe('keyForRequest', () => {
  it('makes a key the API accepts', () => {
    expect(keyForRequest(request, undefined)).toMatch(new RegExp(idempotencyKeyField.pattern));
  });

  it('keeps the key for a retry of the same request', () => {
    const key = keyForRequest(request, undefined);
    expect(keyForRequest({ name: 'Asha', guestCount: 25 }, key)).toBe(key);
  });

  it('makes a new key once the request changed', () => {
    const key = keyForRequest(request, undefined);
    expect(keyForRequest({ ...request, guestCount: 26 }, key)).not.toBe(key);
  });

  it('ignores a key that was not made for a request', () => {
    expect(keyForRequest(request, 'some-other-key-0000')).not.toBe('some-other-key-0000');
  });
});

describe('fingerprintOf', () => {
  it('is eight hex digits, the same for equal values and different for different ones', () => {
    expect(fingerprintOf(request)).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprintOf({ name: 'Asha', guestCount: 25 })).toBe(fingerprintOf(request));
    expect(fingerprintOf({ name: 'Asha', guestCount: 250 })).not.toBe(fingerprintOf(request));
  });
});

// Identifiers in Razorpay's format: a prefix and 14 base62 characters (order_DaZlswtdcn9UNV, pay_…, rfnd_…, evt_…).
import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random base62 text of `length` characters. */
export function randomBase62(length: number): string {
  const bytes = randomBytes(length * 2);
  let text = '';
  // 248 is the largest multiple of 62 below 256: rejecting larger bytes keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 248) text += alphabet[byte % 62];
    if (text.length === length) return text;
  }
  return text + randomBase62(length - text.length);
}

export type IdPrefix = 'order' | 'pay' | 'rfnd' | 'evt' | 'card' | 'acc' | 'disp' | 'plink';

/** A new identifier such as `pay_L0nSsccovt6zyp`. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(14)}`;
}

/** Whether `id` has the shape of an identifier with this prefix (Razorpay answers "… is not a valid id" otherwise). */
export function isWellFormedId(prefix: IdPrefix, id: string): boolean {
  return new RegExp(`^${prefix}_[A-Za-z0-9]{14}$`).test(id);
}

/** Seconds since the epoch, the unit of every `created_at`. */
export function epochSeconds(now = Date.now()): number {
  return Math.floor(now / 1000);
}

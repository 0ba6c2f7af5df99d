// The texts the store sends, read from its log (LOG_LEVEL=info prints one "SMS to +91…: …" line per message), as a
// customer would read them on their phone.
import { expect } from 'vitest';
import type { Store } from './store-process';

/** The SMS lines the store logged for `phone` so far, oldest first. */
export function smsLines(store: Store, phone: string): string[] {
  return store.output().match(new RegExp(`SMS to \\+91${phone}: [^"\\n]*`, 'g')) ?? [];
}

/** The 6-digit code of the latest SMS to `phone`, once more than `after` have been logged for it. */
export async function smsCode(store: Store, phone: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = smsLines(store, phone);
      // The text after "SMS to +91…: ", so the phone's own digits are never taken for the code.
      code = lines.length > after ? /\b(\d{6})\b/.exec(lines.at(-1)!.split(': ').slice(1).join(': '))?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

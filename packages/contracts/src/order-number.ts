// The order number a customer quotes: its shape (checked wherever one arrives) and the one function that makes one,
// side by side so the two cannot drift apart.

/** What a customer quotes: "PB-" + YYMMDD + "-" + 6 of [0-9A-Z] (a JSON Schema / RegExp source). */
export const orderNumberPattern = '^PB-[0-9]{6}-[0-9A-Z]{6}$';

/** Whether `text` has the shape of an order number. */
export function isOrderNumber(text: string): boolean {
  return new RegExp(orderNumberPattern).test(text);
}

const suffixAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const suffixLength = 6;
// The largest multiple of the alphabet's size below 256: a random byte at or above it is drawn again, so every
// character is equally likely.
const fairByteLimit = 256 - (256 % suffixAlphabet.length);

/** A new order number: "PB-" + YYMMDD of `today` (India, "YYYY-MM-DD") + "-" + 6 random characters of [0-9A-Z]. */
export function newOrderNumber(today: string): string {
  const date = today.slice(2).replaceAll('-', '');
  let suffix = '';
  while (suffix.length < suffixLength) {
    for (const byte of crypto.getRandomValues(new Uint8Array(suffixLength))) {
      if (byte < fairByteLimit && suffix.length < suffixLength) suffix += suffixAlphabet[byte % suffixAlphabet.length];
    }
  }
  return `PB-${date}-${suffix}`;
}

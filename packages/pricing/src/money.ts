// Rupee amounts are whole numbers; this module guards that rule and turns amounts into text.

/** An amount in whole Indian rupees. */
export type Rupees = number;

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Thrown when a value that should be a rupee amount is fractional, negative or not a number. */
export class InvalidAmountError extends RangeError {
  constructor(what: string, value: unknown) {
    super(`${what} must be a whole, non-negative number of rupees; got ${String(value)}`);
    this.name = 'InvalidAmountError';
  }
}

/** Returns the amount unchanged when it is a safe, non-negative integer; throws InvalidAmountError otherwise. */
export function assertRupees(amount: number, what = 'amount'): Rupees {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new InvalidAmountError(what, amount);
  return amount;
}

/** Paise per rupee: the gateway counts paise, everything else here whole rupees. */
const paisePerRupee = 100;

/** Whole rupees as the paise the payment gateway counts: 15198 → 1519800. */
export function toPaise(amount: Rupees): number {
  return assertRupees(amount) * paisePerRupee;
}

/** Paise from the gateway as whole rupees, rounded to the nearest (refunds and disputes here are whole rupees). */
export function fromPaise(paise: number): Rupees {
  return Math.round(paise / paisePerRupee);
}

/** Formats whole rupees the Indian way: 14999 → "₹14,999", 149999 → "₹1,49,999". */
export function formatInr(amount: Rupees): string {
  return inr.format(assertRupees(amount));
}

const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * Formats whole rupees in plain ASCII for text messages: 15198 → "Rs. 15,198". The ₹ sign is outside the GSM 7-bit
 * alphabet, so one ₹ turns a whole SMS into UCS-2: 70 characters a segment instead of 160, about three times the cost.
 */
export function formatInrAscii(amount: Rupees): string {
  return `Rs. ${indianGrouping.format(assertRupees(amount))}`;
}

/**
 * The amounts a text already written with formatInr carries ("₹1,200 more to pay"), in the texts' ASCII ("Rs. 1,200
 * more to pay"): a reason kept once for the e-mail and the SMS, whose ₹ would make the SMS UCS-2 (three times the cost)
 * and read unlike every other amount of the texts.
 */
export function withAsciiRupees(text: string): string {
  return text.replace(/₹\s?(?=\d)/gu, 'Rs. ');
}

/** Formats whole US dollars ("$199"), for the legacy package pages priced in dollars. */
export function formatUsd(amount: number): string {
  return usd.format(assertRupees(amount, 'dollar amount'));
}

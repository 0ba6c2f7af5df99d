// Checks of the payment details a customer may type on the payment page. None of them is sent or stored: the
// team sends a secure payment link after the order, so these only catch typos before the customer relies on them.
import type { FieldError } from '@partybox/contracts';
import type { PaymentMethod } from '../../../stores/checkout-store';

/** The payment page's typed values. Only `bank` is kept (in the checkout store). */
export type PaymentValues = {
  bank: string;
  cardNumber: string;
  cardName: string;
  expiry: string;
  cvv: string;
  upiId: string;
};

const upiPattern = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

/** Why a UPI ID is not in the name@bank shape, or undefined when it is. */
export function upiIdProblem(upiId: string): string | undefined {
  return upiPattern.test(upiId.trim()) ? undefined : 'Enter your UPI ID in the form name@bank, like asha@okhdfcbank';
}

function expiryProblem(expiry: string, now: Date): string | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return 'Enter the expiry date as MM/YY, like 08/28';
  const [, month, year] = match.map(Number) as [number, number, number];
  const monthsNow = now.getFullYear() * 12 + now.getMonth();
  return (2000 + year) * 12 + (month - 1) < monthsNow ? 'This card has expired' : undefined;
}

/** Card details are optional; once any is typed, all four are checked. */
export function cardProblems(values: PaymentValues, now: Date = new Date()): FieldError[] {
  const { cardNumber, cardName, expiry, cvv } = values;
  if (![cardNumber, cardName, expiry, cvv].some((value) => value.trim() !== '')) return [];
  const problems: FieldError[] = [];
  if (!/^\d{16}$/.test(cardNumber)) problems.push({ field: 'cardNumber', message: 'Enter the 16-digit card number' });
  if (cardName.trim() === '') problems.push({ field: 'cardName', message: 'Enter the name as printed on the card' });
  const expiryMessage = expiryProblem(expiry, now);
  if (expiryMessage) problems.push({ field: 'expiry', message: expiryMessage });
  if (!/^\d{3}$/.test(cvv)) problems.push({ field: 'cvv', message: 'Enter the 3-digit CVV from the back of the card' });
  return problems;
}

/** The problems of the details of the chosen method (the bank rule is the order's own; see validateOrder). */
export function paymentDetailProblems(values: PaymentValues, method: PaymentMethod): FieldError[] {
  if (method === 'card') return cardProblems(values);
  if (method === 'upi' && values.upiId.trim() !== '') {
    const message = upiIdProblem(values.upiId);
    return message ? [{ field: 'upiId', message }] : [];
  }
  return [];
}

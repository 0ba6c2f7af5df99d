// How payment continues after an order, by the method the customer chose.
import { formatInr } from '../../../lib/format';
import type { PaymentMethod } from '../../../stores/checkout-store';

export function PaymentNextStep({ method, total }: { readonly method: PaymentMethod; readonly total: number }) {
  const amount = formatInr(total);
  switch (method) {
    case 'card':
    case 'netbanking':
    case 'upi':
      return <p>Our team will send you a secure payment link for {amount} on WhatsApp and e-mail. We start preparing your box as soon as the payment arrives.</p>;
    case 'qr':
      return <p>We&apos;ll send you a UPI QR code for exactly {amount} on WhatsApp. Scan it with any UPI app to pay; we start preparing your box as soon as the payment arrives.</p>;
    case 'cod':
      return <p>Pay {amount} in cash or by UPI to our delivery partner when your party box arrives.</p>;
  }
}

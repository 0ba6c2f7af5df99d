// The card tab: details checked as typed, for the customer's own reference. They stay in this page's memory
// and are never sent to Party Box or stored; the card is charged through the secure payment link.
import { TextField } from '../../../components/forms/fields';
import type { FieldBinding } from '../../../components/forms/use-form';
import type { PaymentValues } from '../api/payment-details';

interface CardDetailsProps {
  readonly field: (name: keyof PaymentValues) => FieldBinding;
}

export function CardDetails({ field }: CardDetailsProps) {
  return (
    <div>
      <p>
        Pay by debit or credit card through the secure payment link we send after you place the order. You may check
        your card details here first: they are only checked for typos on this device, <strong>never sent to us or saved</strong>.
      </p>
      <div className="form-grid">
        <div className="form-grid--full">
          <TextField label="Card number" inputMode="numeric" autoComplete="off" maxLength={16} hint="16 digits, no spaces" binding={field('cardNumber')} />
        </div>
        <TextField label="Name on card" autoComplete="off" maxLength={80} binding={field('cardName')} />
        <TextField label="Expiry (MM/YY)" inputMode="numeric" autoComplete="off" maxLength={5} placeholder="MM/YY" binding={field('expiry')} />
        <TextField label="CVV" type="password" inputMode="numeric" autoComplete="off" maxLength={3} hint="3 digits on the back" binding={field('cvv')} />
      </div>
    </div>
  );
}

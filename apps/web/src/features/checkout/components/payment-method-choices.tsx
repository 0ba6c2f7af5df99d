// The payment methods as a list of radio cards, which stack cleanly on a phone. The chosen card says plainly how
// payment happens (copy from catalog/site.json) and shows what it still needs, such as the bank for net banking.
import { paymentMethods, type PaymentMethod } from '@partybox/contracts';
import type { ReactNode } from 'react';
import payment from 'virtual:catalog/payment';

interface PaymentMethodChoicesProps {
  readonly selected: PaymentMethod;
  readonly onSelect: (method: PaymentMethod) => void;
  /** What the chosen method still needs, shown inside its card. */
  readonly details?: ReactNode;
}

export function PaymentMethodChoices({ selected, onSelect, details }: PaymentMethodChoicesProps) {
  return (
    <fieldset className="payment-choices">
      <legend>How would you like to pay?</legend>
      {paymentMethods.map((method) => {
        const { label, howToPay } = payment.methods[method];
        const hintId = `payment-${method}-how`;
        return (
          <div key={method} className={method === selected ? 'payment-choice payment-choice--selected' : 'payment-choice'}>
            <label className="payment-choice__label">
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={method === selected}
                onChange={() => onSelect(method)}
                aria-describedby={method === selected ? hintId : undefined}
              />
              <span className="payment-choice__name">{label}</span>
            </label>
            {method === selected && (
              <div className="payment-choice__details">
                <p id={hintId} className="payment-choice__how">
                  {howToPay}
                </p>
                {details}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

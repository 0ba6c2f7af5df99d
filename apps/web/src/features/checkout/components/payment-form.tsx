// The payment step: choose how to pay, then place the order. No payment is taken and no card or UPI details are asked
// for: the team sends a payment link once the order is confirmed, or the customer pays on delivery. The flow lives in
// usePlaceOrder; this component only renders. A refusal that names an earlier step links to that step's page.
import type { FieldError } from '@partybox/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import payment from 'virtual:catalog/payment';
import { FormAlert } from '../../../components/forms/fields';
import { saveFailureMessage } from '../../../components/forms/request-values';
import { formatInr } from '../../../lib/format';
import type { Checkout } from '../../../lib/checkout-api';
import { usePaymentChoice, usePlaceOrder } from '../api/use-place-order';
import { NetBankingDetails } from './net-banking-details';
import { PaymentMethodChoices } from './payment-method-choices';
import '../checkout.css';
import { paths } from '../../../config/paths';

interface PaymentFormProps {
  readonly checkout: Checkout;
  /** Called once the order is placed, just before the cart empties and the confirmation opens. */
  readonly onPlaced: () => void;
}

export function PaymentForm({ checkout, onPlaced }: PaymentFormProps) {
  const { method, bank, choose } = usePaymentChoice(checkout);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const place = usePlaceOrder({ checkout, method, bank, onPlaced, onFieldErrors: setFieldErrors });
  const bankError = fieldErrors.find((problem) => problem.field === 'bank')?.message;
  const amount = formatInr(checkout.total);
  const failure = place.isError
    ? saveFailureMessage("We couldn't place your order, and nothing was charged. Please try again.", place.error, ['bank'])
    : undefined;

  return (
    <form
      noValidate
      className="payment-form"
      onSubmit={(event) => {
        event.preventDefault();
        place.place();
      }}
    >
      <p className="payment-notice">{payment.notice}</p>
      <PaymentMethodChoices
        selected={method}
        onSelect={(next) => {
          setFieldErrors([]);
          choose({ method: next });
        }}
        details={
          method === 'netbanking' && (
            <NetBankingDetails
              bank={bank}
              error={bankError}
              onChoose={(next) => {
                setFieldErrors([]);
                choose({ bank: next });
              }}
            />
          )
        }
      />
      <FormAlert message={failure} />
      {place.stepProblems.length > 0 && (
        <div role="alert" className="form-alert form-alert--error">
          <p>We can&apos;t place this order yet:</p>
          <ul>
            {place.stepProblems.map((problem) => (
              <li key={problem.message}>
                {problem.message}
                {problem.href && (
                  <>
                    {' '}
                    <Link to={problem.href}>{problem.linkText}</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="payment-form__total">
        Total to pay <strong>{amount}</strong>
      </p>
      <div className="actions-row">
        <button type="submit" className="button" disabled={place.isPending}>
          {place.isPending ? 'Placing your order…' : `Place order · ${amount}`}
        </button>
        <Link to={paths.delivery.getHref()} className="button button--ghost">
          Back to delivery
        </Link>
      </div>
    </form>
  );
}

// The payment step: choose how to pay, then "Pay ₹…" (online: the gateway's checkout opens, preselecting the method) or
// "Place order" (cash on delivery). No card or UPI details are asked for here: the gateway's checkout takes them. The
// flow lives in usePlaceOrder; this component only renders. A refusal that names an earlier step links to that step's
// page; a gateway that is down leaves the order saved, with a link to its status page.
import type { FieldError } from '@partybox/contracts';
import { isOnlinePaymentMethod, type GatewayUnavailable } from '@partybox/contracts/payments';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import payment from 'virtual:catalog/payment';
import { FormAlert } from '../../../components/forms/fields';
import { saveFailureMessage } from '../../../components/forms/request-values';
import { formatInr } from '../../../lib/format';
import type { Checkout } from '../../../lib/checkout-api';
import { usePaymentChoice } from '../api/use-payment-choice';
import { usePlaceOrder } from '../api/use-place-order';
import { NetBankingDetails } from './net-banking-details';
import { PaymentMethodChoices } from './payment-method-choices';
import '../checkout.css';
import { paths } from '../../../config/paths';

interface PaymentFormProps {
  readonly checkout: Checkout;
  /** Called once the order is placed: before the gateway's checkout opens (online) or the confirmation (cash on delivery). */
  readonly onPlaced: (how: 'cod' | 'online') => void;
  /** Called when the gateway was down: the order is saved, awaiting payment. */
  readonly onGatewayDown: (saved: GatewayUnavailable) => void;
}

export function PaymentForm({ checkout, onPlaced, onGatewayDown }: PaymentFormProps) {
  const { method, bank, choose } = usePaymentChoice(checkout);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const place = usePlaceOrder({ checkout, method, bank, onPlaced, onGatewayDown, onFieldErrors: setFieldErrors });
  const bankError = fieldErrors.find((problem) => problem.field === 'bank')?.message;
  const amount = formatInr(checkout.total);
  const online = isOnlinePaymentMethod(method);
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
          {place.isPending ? 'Placing your order…' : online ? `Pay ${amount}` : `Place order · ${amount}`}
        </button>
        <Link to={paths.delivery.getHref()} className="button button--ghost">
          Back to delivery
        </Link>
      </div>
    </form>
  );
}

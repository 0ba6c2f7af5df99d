// Net banking's one detail: the customer's bank, a required radio group, so the payment link is made for that bank.
import { netBankingBanks } from '@partybox/contracts';
import { useEffect, useId, useRef } from 'react';

interface NetBankingDetailsProps {
  readonly bank: string;
  readonly onChoose: (bank: string) => void;
  readonly error?: string;
}

export function NetBankingDetails({ bank, onChoose, error }: NetBankingDetailsProps) {
  const id = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  // A missing bank is the one thing stopping the order: take the customer to it.
  useEffect(() => {
    if (error) group.current?.querySelector('input')?.focus();
  }, [error]);
  return (
    <fieldset ref={group} className={error ? 'bank-choice field--invalid' : 'bank-choice'} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        Your bank{' '}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </legend>
      {netBankingBanks.map((name) => (
        <label key={name} className="checkbox">
          <input
            type="radio"
            name="bank"
            value={name}
            checked={bank === name}
            onChange={() => onChoose(name)}
            required
            aria-invalid={error ? true : undefined}
          />
          {name}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

// The net banking tab: the customer's bank, a required radio group; the payment link is made for that bank.
import { netBankingBanks } from '@partybox/contracts';
import { useId } from 'react';
import type { FieldBinding } from '../../../components/forms/use-form';

export function NetBankingDetails({ binding }: { readonly binding: FieldBinding }) {
  const id = useId();
  const { error, ...bound } = binding;
  return (
    <div>
      <p>Choose your bank. After you place the order we send a secure net banking payment link for it.</p>
      <fieldset className={error ? 'bank-choice field--invalid' : 'bank-choice'} aria-describedby={error ? `${id}-error` : undefined}>
        <legend>Your bank <span className="field__required" aria-hidden="true">*</span></legend>
        {netBankingBanks.map((bank) => (
          <label key={bank} className="checkbox">
            <input
              type="radio"
              {...bound}
              value={bank}
              checked={binding.value === bank}
              required
              aria-invalid={error ? true : undefined}
            />
            {bank}
          </label>
        ))}
        {error && <p id={`${id}-error`} className="field__error">{error}</p>}
      </fieldset>
    </div>
  );
}

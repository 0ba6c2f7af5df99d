// The UPI tab: an optional UPI ID whose "Verify" button checks its name@bank form (it does not contact the bank).
import { useState } from 'react';
import { TextField } from '../../../components/forms/fields';
import type { FieldBinding } from '../../../components/forms/use-form';
import { upiIdProblem } from '../api/payment-details';

export function UpiDetails({ binding }: { readonly binding: FieldBinding }) {
  const [verdict, setVerdict] = useState<{ ok: boolean; text: string }>();
  const verify = () => {
    const problem = upiIdProblem(binding.value);
    setVerdict(problem ? { ok: false, text: problem } : { ok: true, text: `${binding.value.trim()} is a correctly written UPI ID. We send the payment request to it after you order.` });
  };
  return (
    <div>
      <p>Pay with GPay, PhonePe, Paytm or any UPI app: after you place the order we send a UPI payment link on WhatsApp.</p>
      <div className="upi-row">
        <TextField
          label="UPI ID"
          autoComplete="off"
          placeholder="name@bank"
          binding={{ ...binding, onChange: (event) => { setVerdict(undefined); binding.onChange(event); } }}
        />
        <button type="button" className="button button--ghost" onClick={verify}>Verify</button>
      </div>
      <p role="status" className={verdict ? (verdict.ok ? 'upi-verdict upi-verdict--ok' : 'upi-verdict upi-verdict--error') : 'upi-verdict'}>
        {verdict?.text}
      </p>
    </div>
  );
}

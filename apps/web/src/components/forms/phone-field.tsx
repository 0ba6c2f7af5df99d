// The one phone input, for every form that asks for a phone (checkout, sign-in, sign-up, the password reset, contact,
// the customization forms, suggestions, the profile): its label and the +91 shown before it come from the one phone
// rule in @partybox/contracts (phoneField, indianDialPrefix), and each form checks the value with that rule's schema,
// so every form asks for a phone alike and refuses one alike.
import { phoneField } from '@partybox/contracts';
import { indianDialPrefix } from '@partybox/contracts/phone';
import { TextField } from './fields';
import type { FieldBinding } from './use-form';

/** The hint under a phone field, unless the form says why it asks. */
export const phoneHint = '10-digit mobile number';

interface PhoneFieldProps {
  readonly binding: FieldBinding;
  readonly required?: boolean;
  /** Why this form asks for the phone ("We call this number before delivering"); the 10-digit hint otherwise. */
  readonly hint?: string;
  /** Shown but not editable (the profile of a signed-in account: its phone is the account's). */
  readonly readOnly?: boolean;
}

export function PhoneField({ binding, required, hint = phoneHint, readOnly }: PhoneFieldProps) {
  return (
    <TextField
      label={phoneField.title}
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      prefix={indianDialPrefix}
      hint={hint}
      readOnly={readOnly}
      binding={binding}
    />
  );
}

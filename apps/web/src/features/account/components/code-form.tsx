// The 6-digit SMS code step, shared by sign-up and sign-in; "Send a new code" unlocks after a short wait.
import { useEffect, useState } from 'react';
import type { FieldError } from '@partybox/contracts';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { useForm } from '../../../components/forms/use-form';
import { ApiError } from '../../../lib/api-client';
import { toCode, type CodeValues } from '../api/account-forms';

/** Seconds before a new code may be asked for. */
const resendWaitSeconds = 30;

interface CodeFormProps {
  readonly destination: string;
  readonly submitLabel: string;
  readonly validate: (values: CodeValues) => FieldError[];
  readonly onCode: (code: string) => Promise<void>;
  /** Without it, no resend button (sign-in asks again with the password instead). */
  readonly onResend?: () => Promise<void>;
}

export function CodeForm({ destination, submitLabel, validate, onCode, onResend }: CodeFormProps) {
  const form = useForm({ initial: { code: '' }, validate });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ message: string; tone: 'error' | 'success' }>();
  const [wait, setWait] = useState(resendWaitSeconds);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const fail = (error: unknown) => {
    const apiError = error instanceof ApiError ? error : undefined;
    if (apiError?.fields.length) form.showServerErrors(apiError.fields);
    else setAlert({ message: apiError?.message ?? 'Something went wrong. Please try again.', tone: 'error' });
  };

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    setAlert(undefined);
    try {
      await onCode(toCode(values).code);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  });

  const resend = async () => {
    if (!onResend) return;
    setAlert(undefined);
    try {
      await onResend();
      setWait(resendWaitSeconds);
      setAlert({ message: `We sent a new code to ${destination}.`, tone: 'success' });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="account-form card">
      <p className="account-form__lead">We sent a 6-digit code by SMS to {destination}.</p>
      <TextField label="Code" required inputMode="numeric" autoComplete="one-time-code" maxLength={7} binding={form.field('code')} />
      <FormAlert message={alert?.message} tone={alert?.tone} />
      <div className="actions-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Checking…' : submitLabel}
        </button>
        {onResend && (
          <button type="button" className="button button--ghost" disabled={wait > 0} onClick={() => void resend()}>
            {wait > 0 ? `Send a new code in ${wait} s` : 'Send a new code'}
          </button>
        )}
      </div>
    </form>
  );
}

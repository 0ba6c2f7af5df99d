// The 6-digit code step, shared by sign-up and sign-in (an SMS code, or an authenticator app's); "Send a new code"
// unlocks once the API's resend cooldown has run, with a live countdown ("You can ask for a new code in 42 s"), and
// "Back" returns to the step before with what was typed there.
import { useEffect, useState } from 'react';
import type { FieldError } from '@partybox/contracts';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { useForm } from '../../../components/forms/use-form';
import { ApiError } from '../../../lib/api-client';
import { toCode, type CodeValues } from '../api/account-forms';

/** Seconds before a new code may be asked for, when the API did not say (its default cooldown). */
const defaultResendWaitSeconds = 60;

/** What the API answers when it texted a code: how long until it sends another. */
export interface CodeSent {
  readonly resendAfterSeconds?: number;
}

interface CodeFormProps {
  readonly destination: string;
  /** What to tell the customer instead of "We sent a 6-digit code by SMS to …" (the authenticator app's step). */
  readonly lead?: string;
  readonly submitLabel: string;
  readonly validate: (values: CodeValues) => FieldError[];
  readonly onCode: (code: string) => Promise<void>;
  /** Without it, no resend button (an authenticator app's code is never sent). */
  readonly onResend?: () => Promise<CodeSent | void>;
  /** The wait the API answered with the first code. */
  readonly resendAfterSeconds?: number;
  /** Back to the step before (the phone and password), with what was typed there kept. */
  readonly onBack?: () => void;
}

export function CodeForm({ destination, lead, submitLabel, validate, onCode, onResend, resendAfterSeconds = defaultResendWaitSeconds, onBack }: CodeFormProps) {
  const form = useForm({ initial: { code: '' }, validate });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ message: string; tone: 'error' | 'success' }>();
  const [wait, setWait] = useState(resendAfterSeconds);

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
      const sent = await onResend();
      setWait(sent?.resendAfterSeconds ?? defaultResendWaitSeconds);
      setAlert({ message: `We sent a new code to ${destination}.`, tone: 'success' });
    } catch (error) {
      // Still cooling down (another tab, another device): the countdown says how long, from the API's figure.
      if (error instanceof ApiError && error.code === 'resend_cooldown' && error.retryAfterSeconds) setWait(error.retryAfterSeconds);
      else fail(error);
    }
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="account-form card">
      <p className="account-form__lead">{lead ?? `We sent a 6-digit code by SMS to ${destination}.`}</p>
      <TextField label="Code" required inputMode="numeric" autoComplete="one-time-code" binding={form.field('code')} />
      <FormAlert message={alert?.message} tone={alert?.tone} />
      <div className="actions-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Checking…' : submitLabel}
        </button>
        {onResend && (
          <button type="button" className="button button--ghost" disabled={wait > 0} onClick={() => void resend()}>
            Send a new code
          </button>
        )}
        {onBack && (
          <button type="button" className="button button--ghost" onClick={onBack}>
            Back
          </button>
        )}
      </div>
      {onResend && wait > 0 && <p className="account-form__hint">You can ask for a new code in {wait} s</p>}
    </form>
  );
}

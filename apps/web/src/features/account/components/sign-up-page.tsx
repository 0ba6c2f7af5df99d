// /create-account: name, phone, optional e-mail and password; then the code Cognito texted to the phone, which is the
// last step: the confirmation goes with the password typed here (kept in this page's memory only) and signs the
// customer in (the code has just proved the phone; every later sign-in asks for an SMS code). Should the API still ask
// for a sign-in code, or the sign-in not start, that code step follows here, never the phone and password again.
import { apiPaths } from '@partybox/contracts/wire';
import { signUpRequestSchema, type SignInNext } from '@partybox/contracts/accounts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { PhoneField } from '../../../components/forms/phone-field';
import { textLimits } from '../../../components/forms/text-limits';
import { useForm } from '../../../components/forms/use-form';
import { paths } from '../../../config/paths';
import { formatPhone } from '../../../lib/format';
import { sendAccountJson } from '../../../lib/session';
import { confirmProblems, emptySignUp, passwordHint, signUpProblems, toSignUpRequest } from '../api/account-forms';
import { useAccountAttempt } from '../api/use-account-attempt';
import { useConfirmSignUp } from '../api/confirm-sign-up';
import { confirmedState } from '../api/confirmed-phone';
import { CodeForm, type CodeSent } from './code-form';
import { SignInCodeStep } from './sign-in-code-step';
import '../account.css';

/** The fields' character limits, from the request schema the API checks. */
const limits = textLimits(signUpRequestSchema);

export function SignUpPage() {
  const navigate = useNavigate();
  const form = useForm({ initial: emptySignUp, validate: signUpProblems });
  const [phone, setPhone] = useState<string>();
  const [resendAfterSeconds, setResendAfterSeconds] = useState<number>();
  // After the confirmation: the sign-in's code step.
  const [signingIn, setSigningIn] = useState<Exclude<SignInNext, { next: 'confirm' }>>();
  const { busy, alert, attempt } = useAccountAttempt();
  const confirmSignUp = useConfirmSignUp();

  const submit = form.handleSubmit((values) =>
    attempt(async () => {
      const request = toSignUpRequest(values);
      const sent = await sendAccountJson<CodeSent>('POST', apiPaths.auth.signUp, request);
      setResendAfterSeconds(sent?.resendAfterSeconds);
      setPhone(request.phone);
    }, form),
  );

  /** Confirmed but not signed in: on to the sign-in with the password typed here; when that cannot start, the sign-in page with the phone. */
  const signIn = async (confirmed: string) => {
    const credentials = { phone: confirmed, password: form.values.password };
    const next = await sendAccountJson<SignInNext>('POST', apiPaths.auth.signIn, credentials).catch(() => undefined);
    if (next && next.next !== 'confirm') setSigningIn(next);
    // The phone goes along in the navigation's state: never in an address (history, logs, referrers).
    else navigate(paths.signIn.getHref(), { state: confirmedState(confirmed) });
  };

  if (phone && signingIn)
    return (
      <section className="section account-page">
        <h1>Enter your code</h1>
        <SignInCodeStep
          step={signingIn}
          credentials={{ phone, password: form.values.password }}
          lead={
            signingIn.next === 'sms-code'
              ? `Your phone number is confirmed. To sign in, enter the sign-in code we just texted to ${signingIn.destination}.`
              : undefined
          }
        />
      </section>
    );

  return (
    <section className="section account-page">
      <h1>{phone ? 'Confirm your phone number' : 'Create your account'}</h1>
      {phone ? (
        <CodeForm
          destination={formatPhone(phone)}
          submitLabel="Confirm"
          validate={confirmProblems(phone)}
          onCode={async (code) => {
            const after = await confirmSignUp({ phone, code, password: form.values.password });
            if (after?.next === 'sms-code') setSigningIn(after);
            else if (after) await signIn(phone);
          }}
          onResend={() => sendAccountJson<CodeSent>('POST', apiPaths.auth.resend, { phone })}
          resendAfterSeconds={resendAfterSeconds}
          onBack={() => setPhone(undefined)}
        />
      ) : (
        <form ref={form.formRef} onSubmit={submit} noValidate className="account-form card">
          <TextField label="Name" required autoComplete="name" limit={limits.name} binding={form.field('name')} />
          <PhoneField required binding={form.field('phone')} />
          <TextField label="Email" type="email" autoComplete="email" limit={limits.email} binding={form.field('email')} />
          <TextField
            label="Password"
            required
            type="password"
            autoComplete="new-password"
            hint={passwordHint(form.values.password)}
            binding={form.field('password')}
          />
          <FormAlert message={alert} />
          <div className="actions-row">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Creating…' : 'Create account'}
            </button>
          </div>
          <p className="account-form__switch">
            Already have an account? <Link to={paths.signIn.getHref()}>Sign in</Link>
          </p>
        </form>
      )}
    </section>
  );
}

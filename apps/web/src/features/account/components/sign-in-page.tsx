// /sign-in: phone and password, then the SMS code or, for an account with an authenticator app, the app's code (or, for
// an account never confirmed, a new sign-up code first, whose confirmation signs in by itself): sign-in-code-step.ts.
import { apiPaths } from '@partybox/contracts/wire';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { PhoneField } from '../../../components/forms/phone-field';
import { useForm } from '../../../components/forms/use-form';
import { paths } from '../../../config/paths';
import { formatPhone } from '../../../lib/format';
import { sendAccountJson } from '../../../lib/session';
import type { SignInNext } from '@partybox/contracts/accounts';

import { confirmProblems, signInProblems, toSignInRequest } from '../api/account-forms';
import { useAccountAttempt } from '../api/use-account-attempt';
import { useConfirmSignUp } from '../api/confirm-sign-up';
import { CodeForm, type CodeSent } from './code-form';
import { SignInCodeStep } from './sign-in-code-step';
import { confirmedPhoneOf } from '../api/confirmed-phone';
import '../account.css';

export function SignInPage() {
  // The phone just confirmed on the sign-up page comes in the navigation's state, never in the address.
  const confirmed = confirmedPhoneOf(useLocation().state);
  const form = useForm({ initial: { phone: confirmed, password: '' }, validate: signInProblems });
  // After the password: the SMS code of the sign-in, the authenticator app's code for an account that enrolled one, or,
  // for an account whose sign-up code was never entered, that code.
  const [step, setStep] = useState<SignInNext>();
  const { busy, alert, attempt } = useAccountAttempt();
  const confirmSignUp = useConfirmSignUp();

  const sendPassword = async () => {
    setStep(await sendAccountJson<SignInNext>('POST', apiPaths.auth.signIn, toSignInRequest(form.values)));
  };
  const submit = form.handleSubmit(() => attempt(sendPassword, form));
  const phone = toSignInRequest(form.values).phone;
  // Back to the phone and password, as typed.
  const back = () => setStep(undefined);

  return (
    <section className="section account-page">
      <h1>{step?.next === 'confirm' ? 'Confirm your phone number' : step ? 'Enter your code' : 'Sign in'}</h1>
      {step?.next === 'confirm' ? (
        <>
          <p className="account-form__lead">Your account is not confirmed yet: enter the code we just sent, and you are signed in.</p>
          <CodeForm
            key="confirm"
            destination={formatPhone(phone)}
            submitLabel="Confirm and sign in"
            validate={confirmProblems(phone)}
            onCode={async (code) => {
              // Confirmed with the password typed here, the customer is signed in; else the sign-in's code step follows.
              const after = await confirmSignUp({ phone, code, password: form.values.password });
              if (after?.next === 'sms-code') setStep(after);
              else if (after) await sendPassword();
            }}
            onResend={() => sendAccountJson<CodeSent>('POST', apiPaths.auth.resend, { phone })}
            resendAfterSeconds={step.resendAfterSeconds}
            onBack={back}
          />
        </>
      ) : step ? (
        <SignInCodeStep step={step} credentials={toSignInRequest(form.values)} onBack={back} />
      ) : (
        <form ref={form.formRef} onSubmit={submit} noValidate className="account-form card">
          {confirmed && <FormAlert tone="success" message="Your phone number is confirmed. Sign in to finish." />}
          <PhoneField required binding={form.field('phone')} />
          <TextField label="Password" required type="password" autoComplete="current-password" binding={form.field('password')} />
          <FormAlert message={alert} />
          <div className="actions-row">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Checking…' : 'Continue'}
            </button>
          </div>
          <p className="account-form__switch">
            <Link to={paths.forgotPassword.getHref()}>Forgot your password?</Link> · New here? <Link to={paths.signUp.getHref()}>Create an account</Link>
          </p>
        </form>
      )}
    </section>
  );
}

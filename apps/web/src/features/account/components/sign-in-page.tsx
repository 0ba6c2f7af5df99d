// /sign-in: phone and password, then the SMS code or, for an account with an authenticator app, the app's code (or, for an account never confirmed, a new sign-up code first); the device's cart and wishlist then merge into the account's, and
// the customer goes back to `?next=` (a page that sent them here, like the console) or home; an operator to the console.
import { apiPaths } from '@partybox/contracts/wire';
import type { SessionAnswer } from '@partybox/contracts/accounts';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { PhoneField } from '../../../components/forms/phone-field';
import { useForm } from '../../../components/forms/use-form';
import { paths } from '../../../config/paths';
import { formatPhone } from '../../../lib/format';
import { safeReturnPath } from '../../../lib/return-path';
import { queryClient } from '../../../lib/query-client';
import { sendAccountJson } from '../../../lib/session';
import type { SignInNext } from '@partybox/contracts/accounts';

import { authenticatorCodeProblems, codeProblems, confirmProblems, signInProblems, toSignInRequest } from '../api/account-forms';
import { mergeDeviceItems } from '../api/follow-customer';
import { useAccountAttempt } from '../api/use-account-attempt';
import { sessionQuery } from '../api/use-session';
import { CodeForm, type CodeSent } from './code-form';
import { confirmedPhoneOf } from '../api/confirmed-phone';
import '../account.css';

export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The phone just confirmed on the sign-up page comes in the navigation's state, never in the address.
  const confirmed = confirmedPhoneOf(useLocation().state);
  const form = useForm({ initial: { phone: confirmed, password: '' }, validate: signInProblems });
  // After the password: the SMS code of the sign-in, the authenticator app's code for an account that enrolled one, or,
  // for an account whose sign-up code was never entered, that code.
  const [step, setStep] = useState<SignInNext>();
  const { busy, alert, attempt } = useAccountAttempt();

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
              await sendAccountJson('POST', apiPaths.auth.confirm, { phone, code });
              // Confirmed: the same password now leads to the sign-in's own SMS code.
              await sendPassword();
            }}
            onResend={() => sendAccountJson<CodeSent>('POST', apiPaths.auth.resend, { phone })}
            resendAfterSeconds={step.resendAfterSeconds}
            onBack={back}
          />
        </>
      ) : step ? (
        <CodeForm
          key={step.next}
          destination={step.next === 'sms-code' ? step.destination : ''}
          {...(step.next === 'authenticator-code' && { lead: 'Open your authenticator app and enter the 6-digit code it shows for Party Box.' })}
          submitLabel="Sign in"
          validate={step.next === 'authenticator-code' ? authenticatorCodeProblems : codeProblems}
          // A new sign-in code is the password step again (Cognito texts one only for a right password); the app's code is never sent.
          {...(step.next === 'sms-code' && {
            onResend: () => sendAccountJson<CodeSent>('POST', apiPaths.auth.signInResend, toSignInRequest(form.values)),
            resendAfterSeconds: step.resendAfterSeconds,
          })}
          onBack={back}
          onCode={async (code) => {
            const answer = await sendAccountJson<SessionAnswer>('POST', apiPaths.auth.signInCode, { code });
            // The device's items join the account's; a failure here must not undo the sign-in.
            await mergeDeviceItems().catch(() => undefined);
            await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
            // An operator signing in without a page to go back to lands on the console.
            const next = search.get('next');
            navigate(!next && answer.signedIn && answer.isOperator ? paths.admin.getHref() : safeReturnPath(next));
          }}
        />
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

// /forgot-password: the phone number, then the code Cognito texted and a new password.
import { apiPaths } from '@partybox/contracts/wire';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert, TextField } from '../../../components/forms/fields';
import { PhoneField } from '../../../components/forms/phone-field';
import { useForm } from '../../../components/forms/use-form';
import { paths } from '../../../config/paths';
import { formatPhone } from '../../../lib/format';
import { sendAccountJson } from '../../../lib/session';
import { passwordHint, phoneProblems, resetProblems, toCode, toPhoneRequest } from '../api/account-forms';
import { useAccountAttempt } from '../api/use-account-attempt';
import '../account.css';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState<string>();
  const phoneForm = useForm({ initial: { phone: '' }, validate: phoneProblems });
  const resetForm = useForm({ initial: { code: '', password: '' }, validate: resetProblems(phone ?? '') });
  const { busy, alert, attempt } = useAccountAttempt();

  const askForCode = phoneForm.handleSubmit((values) =>
    attempt(async () => {
      const request = toPhoneRequest(values);
      await sendAccountJson('POST', apiPaths.auth.forgotPassword, request);
      setPhone(request.phone);
    }, phoneForm),
  );

  const reset = resetForm.handleSubmit((values) =>
    attempt(async () => {
      await sendAccountJson('POST', apiPaths.auth.resetPassword, { phone, ...toCode(values), password: values.password });
      navigate(paths.signIn.getHref());
    }, resetForm),
  );

  return (
    <section className="section account-page">
      <h1>Reset your password</h1>
      {phone ? (
        <form ref={resetForm.formRef} onSubmit={reset} noValidate className="account-form card">
          <p className="account-form__lead">We sent a 6-digit code by SMS to {formatPhone(phone)}.</p>
          <TextField label="Code" required inputMode="numeric" autoComplete="one-time-code" binding={resetForm.field('code')} />
          <TextField
            label="New password"
            required
            type="password"
            autoComplete="new-password"
            hint={passwordHint(resetForm.values.password)}
            binding={resetForm.field('password')}
          />
          <FormAlert message={alert} />
          <div className="actions-row">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Saving…' : 'Save new password'}
            </button>
          </div>
        </form>
      ) : (
        <form ref={phoneForm.formRef} onSubmit={askForCode} noValidate className="account-form card">
          <p className="account-form__lead">Enter the phone number of your account and we will text you a code.</p>
          <PhoneField required binding={phoneForm.field('phone')} />
          <FormAlert message={alert} />
          <div className="actions-row">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Sending…' : 'Send code'}
            </button>
          </div>
          <p className="account-form__switch">
            Remembered it? <Link to={paths.signIn.getHref()}>Sign in</Link>
          </p>
        </form>
      )}
    </section>
  );
}

// "Sign in with an authenticator app": how to enrol one (the key as text, an otpauth:// link and a QR code), the first
// code that finishes it, and afterwards that sign-in asks for the app's code instead of an SMS. The team needs it most:
// it keeps the console open when texts fail or the SMS budget is spent.
import { useState } from 'react';
import type { AuthenticatorEnrolment } from '@partybox/contracts/accounts';
import { FormAlert } from '../../../components/forms/fields';
import { authenticatorCodeProblems } from '../api/account-forms';
import { startEnrolment, useAuthenticatorStatus, verifyEnrolment } from '../api/use-authenticator';
import { CodeForm } from './code-form';
import { QrCode } from '../../../components/qr-code';

/** The key in groups of four, as authenticator apps show it and as it is easiest to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function AuthenticatorCard() {
  const status = useAuthenticatorStatus();
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment>();
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState(false);

  const start = async () => {
    setAlert(undefined);
    try {
      setEnrolment(await startEnrolment());
    } catch (error) {
      setAlert(error instanceof Error ? error.message : undefined);
    }
  };

  if (status.isPending) return null;
  return (
    <section className="account-form card authenticator" aria-labelledby="authenticator-title">
      <h2 id="authenticator-title">Sign in with an authenticator app</h2>
      {status.data?.enrolled || done ? (
        <FormAlert tone="success" message="Your authenticator app is set up: when you sign in, enter the code it shows instead of waiting for an SMS." />
      ) : enrolment ? (
        <>
          <ol className="authenticator__steps">
            <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password or similar) and add an account.</li>
            <li>
              Scan this code, or <a href={enrolment.uri}>open the link on your phone</a>, or type the key:
              <QrCode text={enrolment.uri} label="QR code with your Party Box authenticator key" />
              <code className="authenticator__key" data-testid="authenticator-key">
                {grouped(enrolment.secret)}
              </code>
            </li>
            <li>Enter the 6-digit code the app now shows for Party Box.</li>
          </ol>
          <CodeForm
            destination=""
            lead="The code from your authenticator app"
            submitLabel="Finish setting up"
            validate={authenticatorCodeProblems}
            onCode={async (code) => {
              await verifyEnrolment(code);
              setDone(true);
            }}
          />
        </>
      ) : (
        <>
          <p>
            Sign in with a code from an app on your phone instead of waiting for an SMS. Party Box team: set this up, so the console stays open to you when
            texts are delayed or down.
          </p>
          <FormAlert message={alert} />
          <div className="actions-row">
            <button type="button" className="button" onClick={() => void start()}>
              Set up an authenticator app
            </button>
          </div>
        </>
      )}
    </section>
  );
}

// The sign-in's second step, after a right password: the SMS code Cognito texted, or the authenticator app's code for
// an account that enrolled one. Shared by /sign-in and by /create-account, which shows it only when the confirmation
// could not sign in by itself (the password typed there kept in memory only, never in an address or the history's
// state). Once signed in: useFinishSignIn.
import { apiPaths } from '@partybox/contracts/wire';
import type { SessionAnswer, SignInNext } from '@partybox/contracts/accounts';
import { sendAccountJson } from '../../../lib/session';
import { authenticatorCodeProblems, codeProblems } from '../api/account-forms';
import { useFinishSignIn } from '../api/finish-sign-in';
import { CodeForm, type CodeSent } from './code-form';

interface SignInCodeStepProps {
  /** What the password step answered: an SMS code sent, or the authenticator app's code asked for. */
  readonly step: Exclude<SignInNext, { next: 'confirm' }>;
  /** The phone and password that started the sign-in: a new SMS code is the password step again. */
  readonly credentials: { readonly phone: string; readonly password: string };
  /** Said above the code field instead of the usual "We sent a 6-digit code…" (the app's step has its own). */
  readonly lead?: string;
  readonly onBack?: () => void;
}

export function SignInCodeStep({ step, credentials, lead, onBack }: SignInCodeStepProps) {
  const finishSignIn = useFinishSignIn();
  const app = step.next === 'authenticator-code';
  const shownLead = lead ?? (app ? 'Open your authenticator app and enter the 6-digit code it shows for Party Box.' : undefined);
  return (
    <CodeForm
      key={step.next}
      destination={step.next === 'sms-code' ? step.destination : ''}
      {...(shownLead && { lead: shownLead })}
      submitLabel="Sign in"
      validate={app ? authenticatorCodeProblems : codeProblems}
      // A new sign-in code is the password step again (Cognito texts one only for a right password); the app's code is never sent.
      {...(step.next === 'sms-code' && {
        onResend: () => sendAccountJson<CodeSent>('POST', apiPaths.auth.signInResend, credentials),
        resendAfterSeconds: step.resendAfterSeconds,
      })}
      {...(onBack && { onBack })}
      onCode={async (code) => {
        await finishSignIn(await sendAccountJson<SessionAnswer>('POST', apiPaths.auth.signInCode, { code }));
      }}
    />
  );
}

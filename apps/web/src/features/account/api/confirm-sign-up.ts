// Confirming a sign-up with its texted code, from /create-account or from /sign-in (an account never confirmed): the
// code goes with the password typed on that page, and the confirmation signs the customer in (the code has just
// proved the phone). What is left for the page: the sign-in's code step where the API still asks for one, or, where
// the sign-in could not start (the account is confirmed all the same), the password step again.
import { apiPaths } from '@partybox/contracts/wire';
import type { ConfirmAnswer, SignInNext } from '@partybox/contracts/accounts';
import { sendAccountJson } from '../../../lib/session';
import { useFinishSignIn } from './finish-sign-in';

/** What follows a confirmation that did not sign in by itself. */
export type AfterConfirm = Exclude<SignInNext, { next: 'confirm' | 'authenticator-code' }> | { readonly next: 'sign-in' };

export function useConfirmSignUp(): (request: { phone: string; code: string; password: string }) => Promise<AfterConfirm | undefined> {
  const finishSignIn = useFinishSignIn();
  return async (request) => {
    const answer = await sendAccountJson<ConfirmAnswer>('POST', apiPaths.auth.confirm, request);
    if (answer.next === 'signed-in') {
      await finishSignIn(answer);
      return undefined;
    }
    if (answer.next === 'sms-code') return { next: 'sms-code', destination: answer.destination, resendAfterSeconds: answer.resendAfterSeconds };
    return { next: 'sign-in' };
  };
}

// Cognito's pre-sign-up trigger: only an Indian mobile number (+91 and the one phone rule of @partybox/contracts) gets
// an account, however Cognito is called. In AWS it runs as its own Lambda (apps/infra/src/identity.ts); the embedded
// emulator runs this same handler in-process as its PreSignUp trigger (embedded-cognito.ts).
import { indianDialPrefix, localPhone } from '@partybox/contracts/phone';
import { isPhone } from '@partybox/contracts/wire';

/** Why `phoneNumber` (E.164, as Cognito holds it) may not have an account, naming the field; undefined when it may. */
export function phoneNumberRefusal(phoneNumber: unknown): string | undefined {
  if (typeof phoneNumber === 'string' && phoneNumber.startsWith(indianDialPrefix) && isPhone(localPhone(phoneNumber))) return undefined;
  const shown = typeof phoneNumber === 'string' ? `"${phoneNumber.slice(0, 20)}"` : 'missing';
  return `phone_number: ${shown} is not an Indian mobile number; use +91 followed by 10 digits starting 6 to 9, like +919820098200`;
}

/** The part of Cognito's PreSignUp event this trigger reads and answers. */
export interface PreSignUpEvent {
  readonly triggerSource?: string;
  readonly request: { readonly userAttributes?: Readonly<Record<string, string | undefined>> };
  readonly response: Record<string, unknown>;
}

/**
 * The trigger: answers the event unchanged when the phone is allowed; otherwise throws, which Cognito turns into
 * UserLambdaValidationException "PreSignUp failed with error <the message>." and no account.
 */
export async function handler<E extends PreSignUpEvent>(event: E): Promise<E> {
  const refusal = phoneNumberRefusal(event.request.userAttributes?.phone_number);
  if (refusal) throw new Error(refusal);
  return event;
}

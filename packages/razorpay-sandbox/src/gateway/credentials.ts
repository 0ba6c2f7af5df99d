// The sandbox's API keys and webhook secret. Like Razorpay's test keys they are made once per install: the caller
// passes stored ones, or the sandbox generates them and (with a dataDir) keeps them in its state file.
import { randomBytes } from 'node:crypto';
import { randomBase62 } from './ids';

export interface SandboxCredentials {
  /** `rzp_test_…`, sent in the browser (checkout's `key` option) and as the Basic auth user. */
  keyId: string;
  /** The Basic auth password and the key of the payment signature; server-side only. */
  keySecret: string;
  /** The key of the webhooks' X-Razorpay-Signature; server-side only. */
  webhookSecret: string;
}

/** New random credentials in Razorpay's formats (key id `rzp_test_` + 14 characters, a 24-character secret). */
export function generateSandboxCredentials(): SandboxCredentials {
  return { keyId: `rzp_test_${randomBase62(14)}`, keySecret: randomBase62(24), webhookSecret: randomBytes(24).toString('base64url') };
}

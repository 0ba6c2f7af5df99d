// pnpm operator:add <phone> <name>: makes a member of the `operators` group on the configured pool (embedded
// cognito-local, COGNITO_ENDPOINT or AWS), creating the account and the group when missing. A new operator gets a
// code by SMS (embedded: in the running store's log, or here when the store is not running) and chooses a password
// with it on the storefront's /forgot-password page; then signs in like every customer (password, then SMS code).
import { normalisePhone } from '@partybox/contracts';
import { loadConfig, type IdentityTarget } from '../env';
import { runningEmulator } from '../identity/embedded-cognito';
import { openIdentity } from '../identity/open-identity';

export const usage = 'Usage: pnpm operator:add <phone> <name>   (a 10-digit Indian mobile number, +91 optional; the name shown in order histories)';

/** The embedded target becomes the running store's emulator when there is one: two processes must not share its files. */
export function reachableTarget(target: IdentityTarget): { target: IdentityTarget; viaRunningStore: boolean } {
  if (target.mode !== 'embedded') return { target, viaRunningStore: false };
  const running = runningEmulator(target.dataDir);
  return running
    ? { target: { mode: 'endpoint', endpoint: running.endpoint, region: target.region }, viaRunningStore: true }
    : { target, viaRunningStore: false };
}

async function main(args: string[]): Promise<number> {
  const [rawPhone, ...nameParts] = args;
  const phone = normalisePhone(rawPhone ?? '');
  const name = nameParts.join(' ').trim();
  if (!/^[6-9][0-9]{9}$/.test(phone) || !name) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  if (!config.identity) throw new Error('accounts are not configured');
  const { target, viaRunningStore } = reachableTarget(config.identity);
  const identity = await openIdentity(target);
  try {
    const result = await identity.identity.addOperator(phone, name);
    console.log(`${name} (+91${phone}) is an operator on ${viaRunningStore ? 'the running store’s embedded pool' : identity.where}.`);
    if (result.created) {
      const where = viaRunningStore
        ? ' (embedded: the code is in the store’s log)'
        : config.identity.mode === 'embedded'
          ? ' (embedded: the code is printed above)'
          : '';
      console.log(`A code was texted to ${result.codeSentTo}${where}.`);
      console.log(
        'First sign-in: open /forgot-password, enter the phone, then the code and a new password; then sign in with the phone and password and the SMS code.',
      );
    } else {
      console.log('The account existed already: it keeps its password. Sign out and in again for the console to appear.');
    }
    return 0;
  } finally {
    await identity.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`operator:add failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

// pnpm operator:add <phone> <name>: adds a member to the `operators` group on the configured pool (embedded
// cognito-local, COGNITO_ENDPOINT or AWS), creating the account and the group when missing; everyone already in the
// group stays. A new operator gets a code by SMS (embedded: in the running store's log, or here when the store is not
// running) and chooses a password with it on the storefront's /forgot-password page; then signs in like every
// customer (password, then SMS code) and lands on the console.
import { e164Phone, isPhone, normalisePhone } from '@partybox/contracts';
import { runOnOperatorPool } from './operator-pool';

export const usage = 'Usage: pnpm operator:add <phone> <name>   (a 10-digit Indian mobile number, +91 optional; the name shown in order histories)';

const [rawPhone, ...nameParts] = process.argv.slice(2);
const phone = normalisePhone(rawPhone ?? '');
const name = nameParts.join(' ').trim();
if (!isPhone(phone) || !name) {
  console.error(usage);
  process.exit(2);
}

runOnOperatorPool('operator:add', async ({ identity, config, viaRunningStore, where }) => {
  const result = await identity.identity.addOperator(phone, name);
  console.log(`${name} (${e164Phone(phone)}) is an operator on ${where}.`);
  if (result.created) {
    const codeWhere = viaRunningStore
      ? ' (embedded: the code is in the store’s log)'
      : config.identity?.mode === 'embedded'
        ? ' (embedded: the code is printed above)'
        : '';
    console.log(`A code was texted to ${result.codeSentTo}${codeWhere}.`);
    console.log(
      'First sign-in: open /forgot-password, enter the phone, then the code and a new password; then sign in with the phone and password and the SMS code.',
    );
  } else {
    console.log('The account existed already: it keeps its password. Sign out and in again for the console to appear.');
  }
  const team = await identity.identity.listOperators();
  console.log(`The operators group now has ${team.length} member${team.length === 1 ? '' : 's'} (pnpm operator:list names them).`);
  return 0;
});

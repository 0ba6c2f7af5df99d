// pnpm operator:remove <phone>: takes one member out of the `operators` group (the account stays, as a customer's)
// and signs it out everywhere; the rest of the group is untouched.
import { e164Phone, normalisePhone, phonePattern } from '@partybox/contracts';
import { runOnOperatorPool } from './operator-pool';

export const usage = 'Usage: pnpm operator:remove <phone>   (a 10-digit Indian mobile number, +91 optional)';

const phone = normalisePhone(process.argv[2] ?? '');
if (!new RegExp(phonePattern).test(phone) || process.argv.length > 3) {
  console.error(usage);
  process.exit(2);
}

runOnOperatorPool('operator:remove', async ({ identity, where }) => {
  if (!(await identity.identity.removeOperator(phone))) {
    console.error(`${e164Phone(phone)} is not an operator on ${where} (pnpm operator:list names them).`);
    return 1;
  }
  console.log(`${e164Phone(phone)} is no longer an operator on ${where}; their sessions are signed out (an access token already issued lasts up to an hour).`);
  return 0;
});

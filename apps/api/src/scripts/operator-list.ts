// pnpm operator:list: everyone in the `operators` group on the configured pool (the same pool operator:add uses).
import { runOnOperatorPool } from './operator-pool';

runOnOperatorPool('operator:list', async ({ identity, where }) => {
  const team = await identity.identity.listOperators();
  console.log(team.length === 0 ? `No operators on ${where}.` : `${team.length} operator${team.length === 1 ? '' : 's'} on ${where}:`);
  for (const member of team) console.log(`  ${member.phone}  ${member.name || '(no name)'}`);
  return 0;
});

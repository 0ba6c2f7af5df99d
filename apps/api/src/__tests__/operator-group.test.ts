// Operators are added, never replaced: three operators added one after another all reach the console, on the embedded
// emulator (patched to refuse creating an existing group, as Cognito does) and through the scripts configured as for
// AWS (a given endpoint, pool and client: CreateGroup answers GroupExistsException and the script carries on);
// operator:list names them, operator:remove takes out one and leaves the rest. Against cognito-local and dynalite.
import { describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness } from './support/accounts-harness';
import { password, signIn } from './support/operations';
import { runScript } from './support/processes';
import { useHarness } from './support/harness';

const harness = useHarness(() => startAccountsHarness(), 120_000);

/** The new operator chooses a password with the texted code, signs in afresh and asks for the console's order list. */
async function consoleAnswer(phone: string): Promise<number> {
  const browser = new Browser(harness);
  const reset = await browser.post('/api/auth/reset-password', { phone, code: harness.code(phone, 'ConfirmationCode'), password });
  expect(reset.statusCode, reset.body).toBe(200);
  await signIn(harness, phone, browser);
  // The storefront's header links the console from this hint (the console itself is checked on every call).
  expect(browser.cookies.get('pb_operator'), phone).toBe('1');
  return (await browser.get('/api/admin/orders')).statusCode;
}

/** The scripts as a deployer runs them against AWS: a Cognito endpoint with the pool and client named, no embedded part. */
const awsShaped = () => ({
  COGNITO_ENDPOINT: harness.identity.embedded!.endpoint,
  COGNITO_USER_POOL_ID: harness.identity.identity.userPoolId,
  COGNITO_CLIENT_ID: harness.identity.identity.clientId,
});

describe('the operators group', () => {
  it('keeps every operator added one after another (embedded emulator)', async () => {
    const phones = [newPhone(), newPhone(), newPhone()];
    for (const [i, phone] of phones.entries()) await harness.identity.identity.addOperator(phone, `Embedded ${i}`);
    // Each signs in only after all three were added: a fresh token carries the group as it is now.
    for (const phone of phones) expect(await consoleAnswer(phone), phone).toBe(200);
    const listed = (await harness.identity.identity.listOperators()).map((member) => member.phone);
    expect(listed).toEqual(expect.arrayContaining(phones.map((phone) => `+91${phone}`)));
  }, 120_000);

  it('keeps every operator the scripts add one after another with the AWS configuration; list names them, remove takes out one', async () => {
    const phones = [newPhone(), newPhone(), newPhone()];
    for (const [i, phone] of phones.entries()) {
      const run = await runScript('src/scripts/operator-add.ts', awsShaped(), [phone, 'Team', `Member ${i}`]);
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain(`is an operator on ${harness.identity.embedded!.endpoint}`);
    }
    for (const phone of phones) expect(await consoleAnswer(phone), phone).toBe(200);

    const list = await runScript('src/scripts/operator-list.ts', awsShaped());
    expect(list.code, list.output).toBe(0);
    for (const [i, phone] of phones.entries()) expect(list.output).toContain(`+91${phone}  Team Member ${i}`);

    const removed = await runScript('src/scripts/operator-remove.ts', awsShaped(), [phones[1]!]);
    expect(removed.code, removed.output).toBe(0);
    expect(removed.output).toContain(`+91${phones[1]} is no longer an operator`);
    const after = await runScript('src/scripts/operator-list.ts', awsShaped());
    expect(after.output).not.toContain(`+91${phones[1]}`);
    expect(after.output).toContain(`+91${phones[0]}`);
    expect(after.output).toContain(`+91${phones[2]}`);
    // The removed member signs in as a customer; the others still reach the console.
    const removedBrowser = await signIn(harness, phones[1]!);
    expect((await removedBrowser.get('/api/admin/orders')).statusCode).toBe(403);
    expect(removedBrowser.cookies.has('pb_operator')).toBe(false);
    for (const phone of [phones[0]!, phones[2]!]) expect((await (await signIn(harness, phone)).get('/api/admin/orders')).statusCode).toBe(200);

    const again = await runScript('src/scripts/operator-remove.ts', awsShaped(), [phones[1]!]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not an operator');
  }, 180_000);

  it('says which data folder it uses when DATA_DIR is unset', async () => {
    const { dataFolderNotice } = await import('../scripts/operator-pool');
    const { loadConfig } = await import('../platform/env/env');
    expect(dataFolderNotice(loadConfig({}), {})).toMatch(/^DATA_DIR is not set: using the default data folder .*\.data .*run this again with DATA_DIR=/);
    expect(dataFolderNotice(loadConfig({ DATA_DIR: '/tmp/x' }), { DATA_DIR: '/tmp/x' })).toBeUndefined();
  });
});

// Code texts keep their caps, but a stranger cannot use them to block the owner: the per-number cap is a sliding
// window (crossing a fixed window's edge frees nothing), and a device that proved the number (here: the sign-up's code)
// asks for codes from buckets of its own, so a stranger's requests never block the owner's password reset. The clock
// is the test's own. Against cognito-local and dynalite started here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSmsLimits } from '../platform/env/env';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { password } from './support/operations';

const windowSeconds = 900;
const dayMs = 86_400_000;
const indiaOffsetMs = 19_800_000;
/** Today's noon in India (a 15-minute edge, far from the day's end), less the burst that comes before it. */
const edge = Math.floor((Date.now() + indiaOffsetMs) / dayMs) * dayMs - indiaOffsetMs + dayMs / 2;
let clock = edge - 130_000;
const wait = (seconds: number) => void (clock += seconds * 1000);

let harness: AccountsHarness;
beforeAll(async () => {
  harness = await startAccountsHarness(
    {
      authLimits: { perPhone: 3, perAddress: 1000, windowSeconds },
      smsLimits: { ...defaultSmsLimits, dailyPerNumber: 4, resendCooldownSeconds: 60 },
    },
    { now: () => new Date(clock) },
  );
}, 60_000);
afterAll(async () => harness?.close());

describe('code texts', () => {
  it("a stranger's code requests never block the owner's reset; everyone else stays capped", async () => {
    const phone = newPhone();
    const owner = new Browser(harness, '198.51.100.30');
    expect((await owner.post('/api/auth/sign-up', { name: 'Asha Rao', phone, email: '', password })).statusCode).toBe(200);
    expect((await owner.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') })).statusCode).toBe(200);

    // A stranger asks for resets from one address after another, a minute apart (the cooldown), just before the edge.
    const stranger = (i: number) => new Browser(harness, `203.0.113.${i}`).post('/api/auth/forgot-password', { phone });
    wait(61);
    expect((await stranger(1)).statusCode).toBe(200);
    wait(61);
    expect((await stranger(2)).statusCode).toBe(200);
    // Three codes (the sign-up's and two resets) fill the window; crossing the edge frees nothing, as a fixed window would.
    wait(61);
    const capped = await stranger(3);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ error: 'too_many_attempts', message: expect.stringMatching(/^Too many codes asked for this number\. Please wait/) });
    // The wait it names is when the window lets one through (here: once the two codes before the edge fade enough).
    const waitSeconds = (capped.json() as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(waitSeconds).toBeGreaterThan(60);
    // A device that never proved the number is in the same buckets as the stranger.
    expect((await new Browser(harness, '198.51.100.31').post('/api/auth/forgot-password', { phone })).statusCode).toBe(429);

    // The owner's device, which proved the number with the sign-up's code, still gets its reset code, and resets.
    const asked = await owner.post('/api/auth/forgot-password', { phone });
    expect(asked.statusCode, asked.body).toBe(200);
    const reset = await owner.post('/api/auth/reset-password', { phone, code: harness.code(phone, 'ConfirmationCode'), password: 'a new party password' });
    expect(reset.statusCode, reset.body).toBe(200);

    // A whole window after the burst the stranger may ask again; that is the number's fourth code text today from
    // everyone else, so the next one meets the day's cap: theirs, not the owner's.
    wait(windowSeconds);
    expect((await stranger(4)).statusCode).toBe(200);
    wait(61);
    expect((await stranger(5)).json().error).toBe('sms_limit');
    expect((await owner.post('/api/auth/forgot-password', { phone })).statusCode).toBe(200);
  }, 120_000);

  it("the proof of the owner's device is stored before the confirming answer leaves (a Lambda may be frozen once it answers)", async () => {
    // The database made slow for the proof's write (a fault this machine cannot produce on demand): an answer sent
    // before the count would reach the browser while the proof is still on its way.
    const send = harness.db.send.bind(harness.db);
    const slowed = (command: { input?: { Item?: Record<string, unknown> } }) =>
      String(command.input?.Item?.Key ?? '').startsWith('owner-device#')
        ? new Promise((resolve) => setTimeout(resolve, 400)).then(() => send(command as never))
        : send(command as never);
    (harness.db as { send: unknown }).send = slowed;
    try {
      const phone = newPhone();
      const owner = new Browser(harness, '198.51.100.40');
      expect((await owner.post('/api/auth/sign-up', { name: 'Ravi Kumar', phone, email: '', password })).statusCode).toBe(200);
      const confirmed = await owner.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') });
      expect(confirmed.statusCode).toBe(200);
      const proofs = (await harness.scan(harness.tables.limit.name)).filter(
        (item) => String(item.Key).startsWith('owner-device#') && String(item.Key).endsWith(phone),
      );
      expect(proofs).toHaveLength(1);
    } finally {
      (harness.db as { send: unknown }).send = send;
    }
  });
});

// Caps on code texts, whoever asks: a per-number daily cap (a flood of codes cannot lock the owner out of signing in),
// a global hourly budget, and a cooldown between codes whose remaining seconds the API answers. Order messages from
// the outbox never spend those caps: each order has its own budget. Against cognito-local and dynalite started here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LimitCounters } from '../platform/limits/limit-counters';
import { defaultSmsLimits } from '../platform/env/env';
import { CappedSender, SmsBudgetSpent, SmsGate } from '../modules/messages/sms-caps';
import type { OutgoingMessage } from '../modules/messages/senders';
import { startHarness, useHarness } from './support/harness';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { password } from './support/operations';

const metricLines = (harness: AccountsHarness, name: string, from = 0) => harness.logs.slice(from).filter((line) => line.msg === `metric ${name} 1`);

describe('the daily cap per number', () => {
  let harness: AccountsHarness;
  beforeAll(async () => {
    harness = await startAccountsHarness({
      smsLimits: { ...defaultSmsLimits, dailyPerNumber: 3, signInReserve: 2, hourlyBudget: 1000, resendCooldownSeconds: 0 },
    });
  }, 60_000);
  afterAll(async () => harness?.close());

  it('refuses codes beyond the cap from any address, while the owner still signs in with the code the reserve keeps', async () => {
    const phone = newPhone();
    const before = harness.logs.length;
    const owner = new Browser(harness, '198.51.100.1');
    expect((await owner.post('/api/auth/sign-up', { name: 'Asha Rao', phone, email: '', password })).statusCode).toBe(200);
    expect((await owner.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') })).statusCode).toBe(200);

    // Someone asks for password resets from three addresses: the second and third texts fill the day's cap.
    const answers = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      answers.push(await new Browser(harness, address).post('/api/auth/forgot-password', { phone }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
    const refused = answers[2]!;
    expect(refused.json()).toEqual({
      error: 'sms_limit',
      message: 'We have sent this number as many texts as we can today. Please try again tomorrow.',
      retryAfterSeconds: expect.any(Number),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(metricLines(harness, 'SmsSent', before)).toHaveLength(3);
    expect(metricLines(harness, 'SmsRefused', before)).toHaveLength(1);
    expect(metricLines(harness, 'SmsRefused', before)[0]).toMatchObject({ SmsRefused: 1, _aws: { CloudWatchMetrics: [{ Namespace: 'PartyBox' }] } });

    // Only the password causes a sign-in code, so the owner still gets one.
    const first = await owner.post('/api/auth/sign-in', { phone, password });
    expect(first.statusCode, first.body).toBe(200);
    expect((await owner.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') })).statusCode).toBe(200);
  });
});

describe('the resend cooldown and the hourly budget', () => {
  let harness: AccountsHarness;
  beforeAll(async () => {
    harness = await startAccountsHarness({
      smsLimits: { ...defaultSmsLimits, dailyPerNumber: 10, signInReserve: 0, hourlyBudget: 2, resendCooldownSeconds: 600 },
    });
  }, 60_000);
  afterAll(async () => harness?.close());

  it('answers how long to wait before a new code, for the number asked about only', async () => {
    const phone = newPhone();
    const browser = new Browser(harness);
    const signUp = await browser.post('/api/auth/sign-up', { name: 'Asha Rao', phone, email: '', password });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toMatchObject({ next: 'confirm', resendAfterSeconds: 600 });
    const again = await new Browser(harness, '203.0.113.50').post('/api/auth/resend', { phone });
    expect(again.statusCode).toBe(429);
    const { retryAfterSeconds } = again.json() as { retryAfterSeconds: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(again.json()).toEqual({ error: 'resend_cooldown', message: `You can ask for a new code in ${retryAfterSeconds} s.`, retryAfterSeconds });
    expect(again.headers['retry-after']).toBe(String(retryAfterSeconds));
  });

  it('stops texting anyone once the hour’s budget is spent', async () => {
    // The first test spent one text of the two.
    const second = await new Browser(harness).post('/api/auth/sign-up', { name: 'Ravi Kumar', phone: newPhone(), email: '', password });
    expect(second.statusCode).toBe(200);
    const third = await new Browser(harness).post('/api/auth/sign-up', { name: 'Meera Iyer', phone: newPhone(), email: '', password });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      error: 'sms_limit',
      message: expect.stringMatching(/^We cannot send more texts just now\. Please try again in \d+ (s|minutes)\.$/),
    });
  });
});

describe('order messages', () => {
  const harness = useHarness(() => startHarness(), 60_000);

  it('never spend the code caps: each order has its own budget per number, and beyond it the text is given up; e-mails are not capped', async () => {
    const delivered: OutgoingMessage[] = [];
    const log = { info: () => undefined, warn: () => undefined };
    const gate = new SmsGate(
      new LimitCounters(harness.db, harness.tables.limit.name),
      { ...defaultSmsLimits, dailyPerNumber: 2, hourlyBudget: 2, textsPerOrder: 3 },
      log,
    );
    const sender = new CappedSender({ send: async (message) => void delivered.push(message) }, gate);
    const sms = (orderNumber: string): OutgoingMessage => ({ channel: 'sms', to: '+919820098200', text: `Order ${orderNumber} news`, orderNumber });
    // Far past the number's daily cap and the hour's budget for codes.
    for (const orderNumber of ['PB-1', 'PB-2', 'PB-3', 'PB-4']) for (let i = 0; i < 3; i++) await sender.send(sms(orderNumber));
    await expect(sender.send(sms('PB-1'))).rejects.toBeInstanceOf(SmsBudgetSpent);
    await sender.send({ channel: 'email', to: 'asha@example.com', subject: 'Order PB-1', text: 'News', orderNumber: 'PB-1' });
    await sender.send({ ...sms('PB-1'), to: '+919820098201' });
    expect(delivered.filter((message) => message.channel === 'sms')).toHaveLength(13);
    expect(delivered.filter((message) => message.channel === 'email')).toHaveLength(1);
    // The codes' caps are untouched.
    expect(await gate.take('9820098200', 'code')).toBeUndefined();
  });
});

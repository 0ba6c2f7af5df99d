// The go-live check (pnpm razorpay:smoke) cannot reach Razorpay from here, so its own behaviour is checked against the
// embedded Razorpay sandbox, through the same gateway code: every check passes when the account behaves, a webhook
// that never arrives fails its check, skipped webhooks are "not run" (exit 2, not a pass), and the command refuses to
// start without test keys, with live keys, or when Razorpay cannot be reached, saying so and passing nothing.
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGateway } from '../modules/payments/gateway';
import { openGateway, type OpenGateway } from '../modules/payments/open-gateway';
import { exitCodeOf, runRazorpaySmoke, testUpiId, type SmokeOptions } from '../modules/payments/razorpay-smoke';

let folder: string;
let open: OpenGateway;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'partybox-smoke-test-'));
  open = await openGateway({ mode: 'embedded', dataDir: join(folder, 'razorpay') }, { webhookTiming: { retryBaseMs: 50, maxAttempts: 3, timeoutMs: 5000 } });
});
afterAll(async () => {
  await open.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs the check; when the page is up, acts as the person paying: reads the page, pays in the sandbox, reports the handler's answer. */
async function run(overrides: Partial<SmokeOptions> & { deliverWebhooks?: boolean } = {}) {
  const lines: string[] = [];
  let page = '';
  const results = await runRazorpaySmoke({
    gateway: open.gateway,
    checkoutScriptUrl: open.scriptUrl,
    port: 0,
    amountPaise: 100,
    paymentTimeoutMs: 15_000,
    webhookTimeoutMs: 15_000,
    webhooks: 'receive',
    pollMs: 50,
    print: (line) => void lines.push(line),
    onReady: (order, pageUrl, receiverUrl) => {
      void (async () => {
        await open.setWebhookUrl(overrides.deliverWebhooks === false ? 'http://127.0.0.1:9/nowhere' : receiverUrl);
        page = await (await fetch(pageUrl)).text();
        const payment = open.sandbox!.controls.payOrder(order.id, { method: 'upi', vpa: testUpiId });
        const signature = createHmac('sha256', open.sandbox!.keySecret).update(`${order.id}|${payment.id}`).digest('hex');
        await fetch(new URL('/paid', pageUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: signature }),
        });
      })();
    },
    ...overrides,
  });
  return { results, lines, page: () => page };
}

const outcomes = (results: Awaited<ReturnType<typeof run>>['results']) => Object.fromEntries(results.map((r) => [r.name, r.outcome]));

describe('razorpay:smoke against a gateway that behaves', () => {
  it('creates the order, serves its checkout page, and passes capture, signatures, both webhooks and the refund round trip', async () => {
    const { results, page } = await run();
    expect(outcomes(results)).toEqual({
      'order created': 'passed',
      'captured automatically': 'passed',
      'checkout signature': 'passed',
      'payment webhook': 'passed',
      refund: 'passed',
      'refund webhook': 'passed',
    });
    expect(exitCodeOf(results)).toBe(0);
    expect(page()).toContain(open.scriptUrl);
    expect(page()).toContain(testUpiId);
    expect(page()).toContain(results[0]!.detail.split(',')[0]);
  });
});

describe('razorpay:smoke never reports a pass it did not see', () => {
  it('fails the webhook checks when no delivery arrives (the webhook is not set up), and exits 1', async () => {
    const { results } = await run({ deliverWebhooks: false, webhookTimeoutMs: 1500 });
    expect(outcomes(results)).toMatchObject({ 'captured automatically': 'passed', 'payment webhook': 'failed', refund: 'passed', 'refund webhook': 'failed' });
    expect(results.find((r) => r.name === 'payment webhook')!.detail).toContain('is the webhook added, enabled and subscribed?');
    expect(exitCodeOf(results)).toBe(1);
  });

  it('fails the webhook checks when the deliveries are not signed with this RAZORPAY_WEBHOOK_SECRET', async () => {
    const gateway = new PaymentGateway({ ...open.gateway.settings, webhookSecret: 'another-webhook-secret' });
    const { results } = await run({ gateway });
    expect(outcomes(results)).toMatchObject({ 'captured automatically': 'passed', 'payment webhook': 'failed', 'refund webhook': 'failed' });
    expect(results.find((r) => r.name === 'payment webhook')!.detail).toContain('its signature does not match RAZORPAY_WEBHOOK_SECRET');
  });

  it('says NOT RUN for skipped webhooks, which is exit 2, not a pass', async () => {
    const { results } = await run({ webhooks: 'skip' });
    expect(outcomes(results)).toMatchObject({ 'payment webhook': 'not run', 'refund webhook': 'not run', refund: 'passed' });
    expect(exitCodeOf(results)).toBe(2);
  });
});

describe('the razorpay:smoke command', () => {
  const script = fileURLToPath(new URL('../scripts/razorpay-smoke.ts', import.meta.url));
  const command = (env: Record<string, string>, args: string[] = []) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('RAZORPAY_')));
      execFile(
        process.execPath,
        ['--import', 'tsx', script, ...args],
        { env: { ...clean, DATA_DIR: folder, ...env }, timeout: 60_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
  const testKeys = { RAZORPAY_KEY_ID: 'rzp_test_Smoke1234', RAZORPAY_KEY_SECRET: 'not-a-real-secret', RAZORPAY_WEBHOOK_SECRET: 'not-a-real-webhook-secret' };

  it('refuses to start without the test keys, naming them', async () => {
    const { code, output } = await command({});
    expect(code).toBe(1);
    expect(output).toContain('needs Razorpay TEST keys: set RAZORPAY_KEY_ID');
    expect(output).toContain('Nothing was checked.');
  });

  it('refuses live keys', async () => {
    const { code, output } = await command({ ...testKeys, RAZORPAY_KEY_ID: 'rzp_live_Smoke1234' });
    expect(code).toBe(1);
    expect(output).toContain('runs only with TEST keys');
  });

  it('fails, saying Razorpay could not be reached, when it cannot be reached; no check passes after that', async () => {
    const { code, output } = await command(testKeys, ['--host-url', 'http://127.0.0.1:9', '--webhooks', 'skip']);
    expect(code).toBe(1);
    expect(output).toContain('FAILED   order created: Razorpay could not be reached');
    expect(output).not.toMatch(/^PASSED/m);
    expect(output).toContain('do not go live');
  });
});

// State and generated credentials kept in one JSON file under dataDir, so a restart keeps them.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Razorpay from 'razorpay';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSandboxCredentials, startRazorpaySandbox } from '../index';

const dataDir = mkdtempSync(join(tmpdir(), 'razorpay-sandbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('persistence', () => {
  it('generates credentials once per data folder and keeps orders, payments and refunds across a restart', async () => {
    const first = await startRazorpaySandbox({ dataDir });
    expect(first.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    const client = new Razorpay({ key_id: first.keyId, key_secret: first.keySecret, hostUrl: first.url });
    const order = await client.orders.create({ amount: 120000, currency: 'INR', receipt: 'PB-KEEP' });
    const payment = first.controls.payOrder(order.id);
    const refund = await client.payments.refund(payment.id, { amount: 20000 });
    await first.controls.webhooksSettled();
    await first.close();

    const second = await startRazorpaySandbox({ dataDir });
    expect([second.keyId, second.keySecret, second.webhookSecret, second.accountId]).toEqual([
      first.keyId,
      first.keySecret,
      first.webhookSecret,
      first.accountId,
    ]);
    const again = new Razorpay({ key_id: second.keyId, key_secret: second.keySecret, hostUrl: second.url });
    expect(await again.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 120000 });
    expect(await again.payments.fetch(payment.id)).toMatchObject({ amount_refunded: 20000, refund_status: 'partial' });
    expect(await again.refunds.fetch(refund.id)).toMatchObject({ amount: 20000 });
    expect(second.controls.events().map((event) => event.event)).toContain('refund.created');
    await second.close();
    expect(JSON.parse(readFileSync(join(dataDir, 'razorpay-sandbox.json'), 'utf8'))).toMatchObject({
      version: 1,
      orders: { [order.id]: { receipt: 'PB-KEEP' } },
    });
  });

  it('writes the state file, which holds both secrets, readable by its owner only (0600), and keeps the capture setting', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'razorpay-sandbox-mode-'));
    try {
      const first = await startRazorpaySandbox({ dataDir: folder });
      first.controls.setAutoCapture(false);
      await first.close();
      const file = join(folder, 'razorpay-sandbox.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ autoCapture: false, credentials: { keySecret: first.keySecret } });
      const second = await startRazorpaySandbox({ dataDir: folder });
      const client = new Razorpay({ key_id: second.keyId, key_secret: second.keySecret, hostUrl: second.url });
      const order = await client.orders.create({ amount: 10000, currency: 'INR' });
      expect(second.controls.payOrder(order.id)).toMatchObject({ status: 'authorized', captured: false });
      await second.close();
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('uses the credentials it is given, and generates different ones for each install', async () => {
    const given = generateSandboxCredentials();
    expect(given).not.toEqual(generateSandboxCredentials());
    const sandbox = await startRazorpaySandbox(given);
    expect([sandbox.keyId, sandbox.keySecret, sandbox.webhookSecret]).toEqual([given.keyId, given.keySecret, given.webhookSecret]);
    expect(sandbox.stateFile).toBeUndefined();
    await sandbox.close();
  });
});

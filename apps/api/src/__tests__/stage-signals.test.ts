// What a stage tells its operators and whom it may text, against dynalite and the Razorpay sandbox: every metric names
// its stage (so staging's failures never fire production's alarms), the webhook counts refused signatures and dispute
// events, a finished reconciliation pass is counted (its absence is the lag alarm), and a stage with SMS_ALLOW_LIST
// (staging) texts only the numbers on it.
import { describe, expect, it } from 'vitest';
import { metricNames } from '../platform/observability/metrics';
import type { MessageSender, OutgoingMessage } from '../modules/messages/senders';
import { guest, placeOrder } from './support/checkout';
import { startHarness, useHarness, type LogLine } from './support/harness';
import { deliver, startPaymentsHarness } from './support/payments-harness';

const metricLines = (logs: LogLine[], name: string) => logs.filter((line) => line[name] !== undefined && line._aws !== undefined);

class CapturingSender implements MessageSender {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message);
  }
}

describe('a stage with SMS_ALLOW_LIST (staging)', () => {
  const sender = new CapturingSender();
  const h = useHarness(() =>
    startHarness({ stage: 'staging', notifications: { mode: 'log', smsAllowList: ['+919820098200'] } }, { logs: true, sender, now: () => new Date() }),
  );

  const place = (phone: string) => placeOrder(guest(h.app), { party: { phone, email: `p${phone}@example.com`, eventDate: '2026-12-05' }, delivery: { phone } });

  it('texts a listed number, never another (that text is logged as not sent), and e-mails both', async () => {
    const listed = await place('9820098200');
    const stranger = await place('9820098299');
    await h.app.sendPendingMessages();
    const texts = sender.sent.filter((message) => message.channel === 'sms');
    expect(texts.filter((message) => message.orderNumber === listed.orderNumber).map((message) => message.to)).toContain('+919820098200');
    expect(texts.filter((message) => message.to.endsWith('9820098299'))).toEqual([]);
    expect(h.logs.map((line) => line.msg)).toContain('SMS to ******8299 not sent: the number is not on SMS_ALLOW_LIST');
    const mails = sender.sent.filter((message) => message.channel === 'email').map((message) => message.orderNumber);
    expect(mails).toEqual(expect.arrayContaining([listed.orderNumber, stranger.orderNumber]));
  });

  it("names the stage on every metric (the texts sent), as the alarms' Stage dimension", () => {
    const sent = metricLines(h.logs, metricNames.smsSent);
    expect(sent.length).toBeGreaterThan(0);
    for (const line of sent) {
      expect(line).toMatchObject({ Stage: 'staging', _aws: { CloudWatchMetrics: [{ Namespace: 'PartyBox', Dimensions: [['Stage']] }] } });
    }
  });
});

describe("the webhook's and reconciliation's signals", () => {
  const harness = useHarness(() => startPaymentsHarness());

  it('counts a webhook refused for its signature, once per refusal', async () => {
    const before = metricLines(harness.logs, metricNames.webhookSignatureFailed).length;
    const refused = await deliver(harness.app, harness.sandbox, { id: 'evt_forged_1', body: '{"event":"payment.captured"}' }, 'a'.repeat(64));
    expect(refused.statusCode).toBe(400);
    const lines = metricLines(harness.logs, metricNames.webhookSignatureFailed);
    expect(lines).toHaveLength(before + 1);
    expect(lines.at(-1)).toMatchObject({ WebhookSignatureFailed: 1, Stage: 'local' });
  });

  it('counts a signed dispute event', async () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.dispute.created',
      contains: ['payment', 'dispute'],
      payload: {
        payment: { entity: { id: 'pay_dispute_1', entity: 'payment', amount: 150000, currency: 'INR', status: 'captured', order_id: 'order_unknown_1' } },
        dispute: { entity: { id: 'disp_1', entity: 'dispute', payment_id: 'pay_dispute_1', amount: 150000, currency: 'INR', phase: 'chargeback' } },
      },
      created_at: 1764000000,
    });
    await deliver(harness.app, harness.sandbox, { id: 'evt_dispute_1', body });
    expect(metricLines(harness.logs, metricNames.paymentDisputeEvent).at(-1)).toMatchObject({ PaymentDisputeEvents: 1 });
  });

  it('counts each finished reconciliation pass', async () => {
    const before = metricLines(harness.logs, metricNames.reconciliationPassed).length;
    await harness.app.reconcilePayments();
    expect(metricLines(harness.logs, metricNames.reconciliationPassed)).toHaveLength(before + 1);
  });
});

// The go-live check against Razorpay itself (pnpm --filter @partybox/api razorpay:smoke, apps/api/README.md): through
// the gateway code the API uses, it creates a TEST order, serves a page that opens Razorpay's checkout for it (a person
// pays with the test UPI id), then checks what the store relies on: the payment is captured automatically, the
// checkout's signature verifies with the key secret, Razorpay's webhook arrives signed with the webhook secret, and a
// refund goes through and is reported back. Each check ends passed, failed or not run, never assumed.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiPaths, requestHeaderKeys } from '@partybox/contracts/wire';
import type { LedgerPayment } from '@partybox/order-lifecycle';
import { formatInr, fromPaise } from '@partybox/pricing';
import { GatewayRefusedError, GatewayUnavailableError, type GatewayOrder, type PaymentGateway } from './gateway';

/** Razorpay's test UPI id that makes a payment succeed (failure@razorpay makes it fail). */
export const testUpiId = 'success@razorpay';

export type CheckResult = { readonly name: string; readonly outcome: 'passed' | 'failed' | 'not run'; readonly detail: string };

export interface SmokeOptions {
  readonly gateway: PaymentGateway;
  /** Where checkout.js loads from (Razorpay's, or the sandbox's in the script's own test). */
  readonly checkoutScriptUrl: string;
  /** The local page and webhook receiver's port (0: any free one). */
  readonly port: number;
  readonly amountPaise: number;
  /** How long to wait for the payment, and then for each webhook and the refund. */
  readonly paymentTimeoutMs: number;
  readonly webhookTimeoutMs: number;
  /** `receive`: Razorpay's webhooks reach this process through a public tunnel; `skip`: the webhook checks are not run. */
  readonly webhooks: 'receive' | 'skip';
  readonly print: (line: string) => void;
  /** Called once the order exists and the page is served (the script's own test pays it here). */
  readonly onReady?: (order: GatewayOrder, pageUrl: string, receiverUrl: string) => void;
  readonly pollMs?: number;
}

interface Delivery {
  readonly raw: string;
  readonly signature: string;
  readonly eventId: string;
  readonly event: { event?: string; payload?: Record<string, { entity?: Record<string, unknown> }> };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The SDK sets no timeout: a firewall that drops packets would leave a call waiting for ever. */
const callTimeoutMs = 30_000;
async function timed<T>(call: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new GatewayUnavailableError(`no answer in ${callTimeoutMs / 1000} s`)), callTimeoutMs);
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The page a person opens to pay the order in Razorpay's checkout; the handler's answer is posted back here. */
export function checkoutPage(keyId: string, order: GatewayOrder, scriptUrl: string): string {
  const options = { key: keyId, order_id: order.id, amount: order.amountPaise, currency: 'INR', name: 'Party Box', description: 'razorpay:smoke (test mode)' };
  return `<!doctype html><meta charset="utf-8"><title>Party Box: Razorpay test payment</title>
<p>Test order ${order.id} for ${formatInr(fromPaise(order.amountPaise))}. Choose UPI and enter <b>${testUpiId}</b> (test mode: no money moves).</p>
<button id="pay">Pay with Razorpay</button><p id="result"></p>
<script src="${scriptUrl}"></script>
<script>
var options = ${JSON.stringify(options)};
options.handler = function (answer) {
  fetch('/paid', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(answer) });
  document.getElementById('result').textContent = 'Paid: ' + answer.razorpay_payment_id + '. Back to the terminal.';
};
document.getElementById('pay').onclick = function () { new Razorpay(options).open(); };
</script>`;
}

/** The exit code of a run: 0 all passed, 1 any failed, 2 none failed but some not run (not a pass either). */
export function exitCodeOf(results: readonly CheckResult[]): number {
  if (results.some((result) => result.outcome === 'failed')) return 1;
  return results.some((result) => result.outcome === 'not run') ? 2 : 0;
}

/** Runs the checks; resolves with each one's outcome (the caller prints them and sets the exit code). */
export async function runRazorpaySmoke(options: SmokeOptions): Promise<CheckResult[]> {
  const { gateway, print } = options;
  const pollMs = options.pollMs ?? 3000;
  const results: CheckResult[] = [];
  const record = (name: string, outcome: CheckResult['outcome'], detail: string) => {
    results.push({ name, outcome, detail });
    print(`${outcome === 'passed' ? 'PASSED ' : outcome === 'failed' ? 'FAILED ' : 'NOT RUN'}  ${name}: ${detail}`);
  };
  const notRunFrom = (names: string[], detail: string) => names.forEach((name) => record(name, 'not run', detail));
  const laterChecks = ['captured automatically', 'checkout signature', 'payment webhook', 'refund', 'refund webhook'];

  let order: GatewayOrder;
  try {
    order = await timed(gateway.createOrder(options.amountPaise, `smoke-${Date.now()}`));
    record('order created', 'passed', `${order.id}, ${order.amountPaise} paise`);
  } catch (error) {
    const why =
      error instanceof GatewayUnavailableError
        ? `Razorpay could not be reached (${error.message}): this check needs internet access to api.razorpay.com`
        : error instanceof GatewayRefusedError
          ? `Razorpay refused (${error.message}): check that RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are one TEST pair (Dashboard, Test mode, API Keys)`
          : `unexpected error: ${String(error)}`;
    record('order created', 'failed', why);
    notRunFrom(laterChecks, 'no order');
    return results;
  }

  const handlerAnswers: Record<string, string>[] = [];
  const deliveries: Delivery[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = request.method === 'POST' ? await readBody(request) : '';
      if (request.method === 'GET' && (request.url === '/' || request.url === '/index.html')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(gateway.settings.keyId, order, options.checkoutScriptUrl));
      } else if (request.method === 'POST' && request.url === '/paid') {
        handlerAnswers.push(JSON.parse(body) as Record<string, string>);
        response.writeHead(204).end();
      } else if (request.method === 'POST' && request.url === apiPaths.razorpayWebhook) {
        try {
          deliveries.push({
            raw: body,
            signature: String(request.headers[requestHeaderKeys.razorpaySignature] ?? ''),
            eventId: String(request.headers[requestHeaderKeys.razorpayEventId] ?? ''),
            event: JSON.parse(body) as Delivery['event'],
          });
        } catch {
          print(`a webhook delivery that is not JSON was ignored (${body.slice(0, 80)})`);
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      } else response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const pageUrl = `http://127.0.0.1:${port}/`;
  const receiverUrl = `http://127.0.0.1:${port}${apiPaths.razorpayWebhook}`;
  print(`\n1. Open ${pageUrl} and pay with UPI id ${testUpiId} (waiting up to ${Math.round(options.paymentTimeoutMs / 60_000)} minutes).`);
  if (options.webhooks === 'receive')
    print(
      `2. Razorpay delivers webhooks only to public URLs: expose port ${port} (for example \`cloudflared tunnel --url http://127.0.0.1:${port}\`) and add ` +
        `<public URL>${apiPaths.razorpayWebhook} as a TEST-mode webhook (Dashboard, Account & Settings, Webhooks) with this RAZORPAY_WEBHOOK_SECRET ` +
        'and the events in apps/api/README.md (at least payment.captured, order.paid, refund.processed). Its deliveries are checked here.\n',
    );
  else print('2. Webhooks: skipped (--webhooks skip); the webhook checks will say NOT RUN.\n');
  options.onReady?.(order, pageUrl, receiverUrl);

  /** Polls `find` until it answers something or `timeoutMs` passes. */
  const waitFor = async <T>(timeoutMs: number, find: () => Promise<T | undefined> | T | undefined): Promise<T | undefined> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = await find();
      if (found !== undefined || Date.now() > until) return found;
      await sleep(pollMs);
    }
  };
  /** A delivery of one of `events` about `id`, its signature checked with the webhook secret as the API checks it. */
  const checkWebhook = async (name: string, events: string[], about: (delivery: Delivery) => boolean) => {
    if (options.webhooks === 'skip') return record(name, 'not run', 'webhooks skipped: run with a public tunnel to check them');
    const delivery = await waitFor(options.webhookTimeoutMs, () => deliveries.find((d) => events.includes(d.event.event ?? '') && about(d)));
    if (!delivery)
      return record(
        name,
        'failed',
        `no ${events.join(' / ')} delivery in ${options.webhookTimeoutMs / 1000} s (is the webhook added, enabled and subscribed?)`,
      );
    const signed = gateway.verifyWebhook(delivery.raw, delivery.signature);
    const tamperedRefused = !gateway.verifyWebhook(`${delivery.raw} `, delivery.signature);
    if (!signed) return record(name, 'failed', `${delivery.event.event} arrived but its signature does not match RAZORPAY_WEBHOOK_SECRET`);
    if (!tamperedRefused) return record(name, 'failed', 'a changed body still verified: the signature check is broken');
    if (!delivery.eventId) return record(name, 'failed', `${delivery.event.event} arrived without X-Razorpay-Event-Id`);
    return record(name, 'passed', `${delivery.event.event} (event ${delivery.eventId}) signed with the webhook secret`);
  };

  try {
    let lastSeen: LedgerPayment[] = [];
    const captured = await waitFor(options.paymentTimeoutMs, async () => {
      lastSeen = await timed(gateway.paymentsOf(order.id));
      return lastSeen.find((payment) => payment.status === 'captured');
    });
    if (!captured) {
      const authorized = lastSeen.find((payment) => payment.status === 'authorized');
      record(
        'captured automatically',
        'failed',
        authorized
          ? `${authorized.id} stayed authorized: turn on automatic capture (Dashboard, Account & Settings, Capture and refund settings), as apps/api/README.md says`
          : `no captured payment in ${options.paymentTimeoutMs / 1000} s (seen: ${lastSeen.map((p) => `${p.id} ${p.status}`).join(', ') || 'none'})`,
      );
      notRunFrom(laterChecks.slice(1), 'nothing was paid');
      return results;
    }
    const amountOk = captured.amountPaise === options.amountPaise;
    record('captured automatically', amountOk ? 'passed' : 'failed', `${captured.id}, ${captured.amountPaise} paise by ${captured.method}`);

    // The browser reports the payment a moment after Razorpay has it: wait for that report too.
    const answer = await waitFor(Math.min(options.webhookTimeoutMs, 30_000), () => handlerAnswers.find((a) => a.razorpay_payment_id === captured.id));
    if (!answer) record('checkout signature', 'not run', "the page's handler did not report this payment (was the page closed?)");
    else {
      const valid = gateway.verifyPayment(order.id, captured.id, answer.razorpay_signature ?? '');
      const forgedRefused = !gateway.verifyPayment(order.id, `${captured.id}x`, answer.razorpay_signature ?? '');
      record(
        'checkout signature',
        valid && forgedRefused ? 'passed' : 'failed',
        valid ? 'verified with the key secret' : 'does not verify with RAZORPAY_KEY_SECRET',
      );
    }
    await checkWebhook('payment webhook', ['payment.captured', 'order.paid'], (d) => d.event.payload?.payment?.entity?.order_id === order.id);

    const intentId = `smoke-${randomUUID()}`;
    const asked = await timed(gateway.refund(captured.id, captured.amountPaise, intentId, 'razorpay:smoke round trip'));
    const processed = await waitFor(options.webhookTimeoutMs, async () =>
      (await timed(gateway.refundsOf(captured.id))).find((report) => report.refund.id === asked.refund.id && report.refund.status === 'processed'),
    );
    if (!processed)
      record('refund', 'failed', `${asked.refund.id} asked for (${asked.refund.status}) but not processed in ${options.webhookTimeoutMs / 1000} s`);
    else if (processed.intentId !== intentId || processed.refund.amountPaise !== captured.amountPaise)
      record('refund', 'failed', `${asked.refund.id} came back without our intent id or with another amount: the store could not recognise its own refund`);
    else record('refund', 'passed', `${asked.refund.id} processed, ${processed.refund.amountPaise} paise, our intent id in its notes`);
    await checkWebhook('refund webhook', ['refund.processed', 'refund.created'], (d) => d.event.payload?.refund?.entity?.id === asked.refund.id);
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const done = new Set(results.map((r) => r.name));
    const [current, ...rest] = laterChecks.filter((name) => !done.has(name));
    if (current) record(current, 'failed', reason);
    notRunFrom(rest, `stopped by the failure of "${current}"`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return results;
}

// Test support: a sandbox on a loopback port with quick webhook retries, the patched razorpay SDK pointed at it, and
// a webhook receiver that records what arrives and answers the statuses a test asks for.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { startRazorpaySandbox, type RazorpaySandbox, type RazorpaySandboxOptions } from '../../index';

export async function startTestSandbox(options: RazorpaySandboxOptions = {}): Promise<{ sandbox: RazorpaySandbox; razorpay: Razorpay }> {
  const sandbox = await startRazorpaySandbox({ webhookTiming: { retryBaseMs: 5, maxAttempts: 5, timeoutMs: 2000 }, ...options });
  const razorpay = new Razorpay({ key_id: sandbox.keyId, key_secret: sandbox.keySecret, hostUrl: sandbox.url });
  return { sandbox, razorpay };
}

export interface Delivery {
  eventId: string;
  signature: string;
  rawBody: string;
  event: {
    event: string;
    entity: string;
    account_id: string;
    contains: string[];
    payload: Record<string, { entity: Record<string, unknown> }>;
    created_at: number;
  };
  answered: number;
}

/** Polls `check` until it returns a value other than undefined/false; fails after a generous limit naming `what`. */
export async function waitFor<T>(what: string, check: () => T | undefined | false): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function startWebhookReceiver() {
  const deliveries: Delivery[] = [];
  const plannedAnswers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const answered = plannedAnswers.shift() ?? 200;
      deliveries.push({
        eventId: String(request.headers['x-razorpay-event-id']),
        signature: String(request.headers['x-razorpay-signature']),
        rawBody,
        event: JSON.parse(rawBody) as Delivery['event'],
        answered,
      });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    deliveries,
    /** The next deliveries are answered with these statuses, in order (200 afterwards). */
    answerNext: (...statuses: number[]) => plannedAnswers.push(...statuses),
    /** Forgets the statuses still planned: answers are 200 again. */
    answerAllOk: () => plannedAnswers.splice(0),
    /** Deliveries of one event name. */
    of: (name: string) => deliveries.filter((delivery) => delivery.event.event === name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The error the patched SDK rejects with: `{ statusCode, error: { code, description, … } }`. */
export async function sdkError(call: Promise<unknown>): Promise<{ statusCode: number; error: Record<string, unknown> }> {
  try {
    await call;
  } catch (error) {
    return error as { statusCode: number; error: Record<string, unknown> };
  }
  throw new Error('the call succeeded; an error was expected');
}

// Runs the API's entry points (src/index.ts, the create-tables CLI) as child processes, as `pnpm start` would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@partybox/contracts';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';

const apiRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A clean environment: nothing from the developer's shell leaks into the child's configuration. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_EC2_METADATA_DISABLED: 'true',
    // The store's own data folder (its order-link key among others) is the test's, never the repository's .data.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'partybox-data-')),
    // The embedded accounts emulator keeps its users in a folder of the test's own, not the repository's .data.
    COGNITO_DATA_DIR: mkdtempSync(join(tmpdir(), 'partybox-cognito-')),
    // Each process its own embedded Razorpay sandbox (a store on AWS shares Razorpay itself).
    RAZORPAY_SANDBOX_DATA_DIR: mkdtempSync(join(tmpdir(), 'partybox-razorpay-')),
    ...env,
  };
}

export interface RunningApi {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `src/index.ts` and resolves once it logs the address it listens on (PORT=0 picks a free port). */
export function startApi(env: Record<string, string>): Promise<RunningApi> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiRoot,
    env: childEnv({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Party Box listening on http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => (output += more.toString()));
        resolve({
          child,
          baseUrl: `http://127.0.0.1:${match[1]}`,
          output: () => output,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`src/index.ts exited with ${code} before listening:\n${output}`)));
  });
}

/** Runs a script under src/ to completion; resolves with its exit code and output. */
export function runScript(script: string, env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: apiRoot, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** POSTs JSON to a running API with an Idempotency-Key. */
export function postJson(baseUrl: string, path: string, body: unknown, key: string): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}

/** The first day and slot a server's delivery calendar offers for a party on `partyDate` (its clock is the real one). */
export async function firstDeliveryOver(baseUrl: string, partyDate?: string): Promise<{ deliveryDate: string; deliverySlot: string }> {
  const answer = await fetch(`${baseUrl}${apiPaths.deliveryCalendar.href(partyDate)}`);
  if (answer.status !== 200) throw new Error(`GET the delivery calendar answered ${answer.status}: ${await answer.text()}`);
  const { days } = (await answer.json()) as DeliveryCalendarView;
  const day = days.find((candidate) => candidate.status === 'open' && candidate.slots.some((slot) => slot.available));
  if (!day) throw new Error(`no delivery day open before ${partyDate ?? 'the end of the booking window'}`);
  return { deliveryDate: day.date, deliverySlot: day.slots.find((slot) => slot.available)!.id };
}

/** A guest's whole checkout over HTTP (the checkout cookie sent back), completed: the complete answer. */
export async function placeOrderOver(
  baseUrl: string,
  steps: { lines: unknown[]; customization: unknown; delivery: unknown; payment: unknown },
): Promise<{ order: { id: string; orderNumber: string }; accessToken: string }> {
  const started = await fetch(`${baseUrl}/api/checkouts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lines: steps.lines }),
  });
  if (started.status !== 201) throw new Error(`POST /api/checkouts answered ${started.status}: ${await started.text()}`);
  const cookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
  const { id, version } = (await started.json()) as { id: string; version: number };
  const send = async (method: string, path: string, body: unknown, key: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { customization, payment } = steps;
  const delivery = { ...(await firstDeliveryOver(baseUrl, (customization as { eventDate?: string }).eventDate)), ...(steps.delivery as object) };
  const saved = await send('PATCH', `/api/checkouts/${id}`, { version, customization, delivery, payment }, `steps-${randomUUID()}`);
  return send('POST', `/api/checkouts/${id}/complete`, { total: saved.total }, `complete-${randomUUID()}`) as never;
}

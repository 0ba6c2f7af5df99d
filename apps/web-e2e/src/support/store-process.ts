// Runs the store as the README's run command does (the API process serving the built web app, with its
// embedded database), in a temporary data folder, on a loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiFolder, serverEntry } from '@partybox/api';
import { webDist } from './paths';

/** A running store. */
export interface Store {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** Everything the process has written so far (its log). */
  output(): string;
  /** Stops the process (SIGTERM, so the database is flushed to disk). */
  stop(): Promise<void>;
}

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A fresh temporary data folder; remove it with removeDataDir. */
export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'partybox-e2e-'));
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Starts the store and resolves once it listens. */
export async function startStore(options: { dataDir: string; port?: number; env?: Record<string, string> }): Promise<Store> {
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    // As `pnpm --filter @partybox/api start` does: from the API's folder, where tsx is installed.
    cwd: apiFolder,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      COGNITO_DATA_DIR: join(options.dataDir, 'cognito'),
      WEB_DIST: webDist,
      RATE_LIMIT_MAX: '10000',
      // One customer's phone goes through sign-up, sign-in and a reset within seconds in these suites: no resend
      // cooldown and roomy text caps, as the API's test harness has (the caps have their own API tests).
      SMS_RESEND_COOLDOWN_SECONDS: '0',
      SMS_DAILY_CAP_PER_NUMBER: '100',
      LOG_LEVEL: 'warn',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the store did not start within a minute:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    dataDir: options.dataDir,
    output: () => output.join(''),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

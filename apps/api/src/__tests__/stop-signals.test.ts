// A stop signal shuts the store down cleanly once: when it reaches the whole process group of `pnpm start` (pnpm
// relays it to the store as well), and when it is simply sent twice.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { relayedRepeatMs, stopDecision } from '../stop-signals';
import { startApi } from './support/processes';

const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const pnpm = fileURLToPath(new URL('../../../../node_modules/.bin/pnpm', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'partybox-stop-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const count = (text: string, line: string) => text.split('\n').filter((entry) => entry.includes(line)).length;

/** Runs `pnpm start` in its own process group, as a terminal or a supervisor does, and signals the whole group once it listens. */
function startAndSignalGroup(): Promise<{ code: number | null; output: string }> {
  const child = spawn(pnpm, ['start'], {
    cwd: apiRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'group'),
      WEB_DIST: join(dataDir, 'no-web'),
    },
  });
  let output = '';
  let signalled = false;
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (!signalled && output.includes('Party Box listening on')) {
      signalled = true;
      process.kill(-child.pid!, 'SIGTERM');
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

describe('stopping the store', () => {
  it('shuts down cleanly once when SIGTERM reaches the process group of `pnpm start`', async () => {
    const { code, output } = await startAndSignalGroup();
    expect(code, output).toBe(0);
    expect(count(output, 'SIGTERM: shutting down'), output).toBe(1);
    expect(count(output, 'stopped cleanly'), output).toBe(1);
    expect(output).not.toContain('exiting without waiting');
  }, 90_000);

  it('finishes the clean shutdown when SIGTERM arrives twice', async () => {
    const api = await startApi({ DATA_DIR: join(dataDir, 'twice'), WEB_DIST: join(dataDir, 'no-web') });
    api.child.kill('SIGTERM');
    const code = await api.stop();
    expect(code, api.output()).toBe(0);
    expect(count(api.output(), 'stopped cleanly'), api.output()).toBe(1);
  }, 90_000);

  it('gives up waiting only for a later Ctrl-C, never for a repeated SIGTERM', () => {
    const first = { signal: 'SIGINT' as const, at: 1000 };
    expect(stopDecision('SIGTERM', undefined, 0)).toBe('stop');
    expect(stopDecision('SIGINT', first, 1000 + relayedRepeatMs - 1)).toBe('ignore');
    expect(stopDecision('SIGINT', first, 1000 + relayedRepeatMs)).toBe('exitNow');
    expect(stopDecision('SIGTERM', first, 1000 + 60_000)).toBe('ignore');
  });
});

// Making an operator as the README says (`pnpm operator:add <phone> <name>`), against a test's running store.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { apiDir } from './paths';
import type { Store } from './store-process';

/** Runs the API's operator:add script against `store` (its data folder and embedded emulator); answers what it printed. */
export async function addOperator(store: Store, phone: string, name: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/operator-add.ts', phone, name], {
    cwd: apiDir,
    env: { ...process.env, DATA_DIR: store.dataDir, COGNITO_DATA_DIR: join(store.dataDir, 'cognito'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`operator:add exited with ${code}:\n${output}`);
  return output;
}

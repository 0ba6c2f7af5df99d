#!/usr/bin/env node
// Lets `npm start` and `npm test` work on a fresh clone that has only Node and npm: installs the
// workspace with pnpm (fetched by npx when it is not installed yet), then runs the given command
// with the workspace's binaries on PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const bin = join(root, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const localPnpm = join(bin, 'pnpm');
const install = ['install', '--frozen-lockfile', '--prefer-offline'];
if (existsSync(localPnpm)) run(localPnpm, install);
else run('npx', ['--yes', packageManager, ...install]);

const [command, ...args] = process.argv.slice(2);
if (command) run(command, args);

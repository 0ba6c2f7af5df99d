// The real stack with accounts: dynalite, cognito-local started in-process (the embedded mode), and the app. SMS codes
// are read from the emulator's store, as a person would read them from the log.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { openIdentity, type OpenIdentity } from '../../modules/accounts/identity/open-identity';
import { createServer } from '../../server';
import { startHarness, testConfig, type Harness } from './harness';

export interface AccountsHarness extends Harness {
  readonly identity: OpenIdentity;
  /** Every line the server logged, parsed. */
  readonly logs: { msg?: string; [key: string]: unknown }[];
  /** The code the emulator holds for a 10-digit phone: the sign-up/reset code or the sign-in (MFA) code. */
  code(phone: string, kind: 'ConfirmationCode' | 'MFACode'): string;
}

/** Starts dynalite, cognito-local and the app (`now` defaults to the real clock; tokens expire on real time whatever it says). */
export async function startAccountsHarness(
  configOverrides: Parameters<typeof testConfig>[0] = {},
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<AccountsHarness> {
  const base = await startHarness(configOverrides);
  await base.app.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'partybox-cognito-test-'));
  const identity = await openIdentity({ mode: 'embedded', dataDir, region: 'ap-south-1' });
  const logs: AccountsHarness['logs'] = [];
  const logStream = { write: (line: string) => void logs.push(JSON.parse(line) as AccountsHarness['logs'][number]) };
  const config = testConfig({ logLevel: 'info', authLimits: { perPhone: 50, perAddress: 1000, windowSeconds: 900 }, ...configOverrides });
  const app = await createServer({ config, db: base.db, catalog: base.catalog, identity, logStream, now, dispatch: false });
  await app.ready();
  return {
    ...base,
    app,
    identity,
    logs,
    code: (phone, kind) => {
      const store = JSON.parse(readFileSync(join(dataDir, 'db', `${identity.identity.userPoolId}.json`), 'utf8')) as {
        Users: Record<string, Record<string, string>>;
      };
      const code = store.Users[`+91${phone}`]?.[kind];
      if (!code) throw new Error(`no ${kind} stored for ${phone}`);
      return code;
    },
    close: async () => {
      await app.close();
      await identity.close();
      await base.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser's cookie jar over `inject`: sends the cookies it holds and keeps what the server sets. */
export class Browser {
  readonly cookies = new Map<string, string>();

  /** `address`: the client address the server sees (request.ip); default inject's 127.0.0.1. */
  constructor(
    private readonly harness: AccountsHarness,
    readonly address?: string,
  ) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.harness.app.inject({
      method,
      url,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(cookie && { cookie }), ...headers },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
      ...(this.address && { remoteAddress: this.address }),
    });
    for (const set of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = set.maxAge === 0 || (set.expires && set.expires.getTime() <= Date.now()) || set.value === '';
      if (expired) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  post(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  patch(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('PATCH', url, body, headers);
  }
}

let phoneCounter = 0;
/** A fresh, valid 10-digit mobile number for each test. */
export function newPhone(): string {
  phoneCounter += 1;
  return `9${String(Date.now() % 1e7).padStart(7, '0')}${String(phoneCounter).padStart(2, '0')}`.slice(0, 10);
}

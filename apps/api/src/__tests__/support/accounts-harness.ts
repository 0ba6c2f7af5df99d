// The stack with accounts: the one harness (harness.ts) with cognito-local started in-process (the embedded mode). SMS
// codes are read from the emulator's store, as a person would read them from the log.
import type { LightMyRequestResponse } from 'fastify';
import { startHarness, type Harness, type HarnessOptions, type IdentityParts, type LogLine } from './harness';
import type { Config } from '../../platform/env/env';

export interface AccountsHarness extends Harness, IdentityParts {
  readonly logs: LogLine[];
}

/** Starts dynalite, cognito-local and the app (`now` defaults to the real clock; tokens expire on real time whatever it says). */
export function startAccountsHarness(
  configOverrides: Partial<Config> = {},
  { now = () => new Date() }: Pick<HarnessOptions, 'now'> = {},
): Promise<AccountsHarness> {
  return startHarness(configOverrides, { now, accounts: true });
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

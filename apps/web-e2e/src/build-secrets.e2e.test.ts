// The built storefront (everything a browser can download) holds no AWS credential, secret or SDK.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webDist } from './support/paths';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(js|html|css|json|svg|map)$/.test(name) ? [path] : [];
  });
}

const forbidden: [string, RegExp][] = [
  ['an AWS access key id', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['an AWS secret key field', /secretAccessKey|aws_secret_access_key/i],
  ['an AWS access key field', /accessKeyId|aws_access_key_id/i],
  ['a session token field', /sessionToken|aws_session_token/i],
  ['the AWS SDK', /@aws-sdk|DynamoDBClient|dynamodb\.[a-z0-9-]+\.amazonaws\.com/],
  ['the local database credentials', /partybox-local/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
];

describe('the built storefront', () => {
  const all = files(webDist);

  it('was built (run `pnpm --filter @partybox/web build` first)', () => {
    expect(all.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(all.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('contains no AWS credential, secret or SDK code in any file a browser can fetch', () => {
    const found = all.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${relative(webDist, file)}: ${what}`);
    });
    expect(found).toEqual([]);
  });
});

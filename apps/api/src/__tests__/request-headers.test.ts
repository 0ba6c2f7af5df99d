// Every request header the API reads is named in @partybox/contracts' one list (apiRequestHeaders), the list the AWS
// edge forwards to the function: a header read any other way would be dropped by CloudFront in production while every
// local test passes (as X-Razorpay-Signature was, so every webhook answered 400 behind the edge).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRequestHeaders, bodyFramingHeaderKeys, requestHeaderKeys } from '@partybox/contracts';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../', import.meta.url));

/**
 * Headers CloudFront itself adds, read only where the edge's requests are checked (platform/http/edge-request.ts): the origin's
 * secret header (an origin custom header) and the viewer address header (CLIENT_ADDRESS_HEADER), which the edge's
 * policy adds by name beside the list.
 */
const edgeAddedReads = new Set(['platform/http/edge-request.ts: originSecretHeader', 'platform/http/edge-request.ts: clientAddressHeader']);

const allowedKeyExpressions = new Set([
  ...Object.keys(requestHeaderKeys).map((key) => `requestHeaderKeys.${key}`),
  ...Object.keys(bodyFramingHeaderKeys).map((key) => `bodyFramingHeaderKeys.${key}`),
]);

/** Each place the server's source reads a request header: `headers[<expression>]` or `headers.<name>`, not writes. */
function headerReads(): { where: string; expression: string }[] {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.split(/[\\/]/).includes('__tests__') && !file.endsWith('.d.ts'),
  );
  const reads: { where: string; expression: string }[] = [];
  for (const file of files) {
    const name = relative(srcDir, join(srcDir, file)).split('\\').join('/');
    readFileSync(join(srcDir, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const match of line.matchAll(/\bheaders(?:\[([^\]]+)\]|\.([A-Za-z_$][\w$]*)(?!\s*\())/g)) {
          const before = line.slice(0, match.index);
          const after = line.slice(match.index + match[0].length);
          // A response header map being filled in (security.ts) or an edge header being replaced: not a read.
          if (/\bdelete\s+[\w.]*$/.test(before) || /^\s*=(?!=)/.test(after)) continue;
          reads.push({ where: `${name}:${index + 1}`, expression: (match[1] ?? `'${match[2]}'`).trim() });
        }
        // A destructured read (`const { origin } = request.headers`) names its headers where the scan cannot check them.
        if (/\}\s*=\s*[\w.]*\bheaders\s*[;)]/.test(line)) reads.push({ where: `${name}:${index + 1}`, expression: 'a destructured headers object' });
      });
  }
  return reads;
}

describe('request headers', () => {
  it('are read only by the names in the shared list the edge forwards (or the two the edge adds itself)', () => {
    const reads = headerReads();
    // The scan sees the reads it is meant to police (a scan that finds nothing passes for the wrong reason).
    expect(reads.map((read) => read.expression)).toEqual(
      expect.arrayContaining(['requestHeaderKeys.razorpaySignature', 'requestHeaderKeys.origin', 'requestHeaderKeys.idempotencyKey']),
    );
    const offList = reads.filter(
      ({ where, expression }) => !allowedKeyExpressions.has(expression) && !edgeAddedReads.has(`${where.replace(/:\d+$/, '')}: ${expression}`),
    );
    expect(
      offList.map(
        ({ where, expression }) =>
          `${where} reads headers[${expression}]: read it by requestHeaderKeys (add it to apiRequestHeaders in @partybox/contracts' wire.ts)`,
      ),
    ).toEqual([]);
  });

  it('are each a header CloudFront may forward by name, within its 10-header allowance with the viewer address', () => {
    const names = Object.values(apiRequestHeaders).map((name) => name.toLowerCase());
    // CloudFront refuses these in an origin request policy (framing, caching and hop-by-hop headers, Host handled apart).
    const notForwardable = ['content-length', 'transfer-encoding', 'connection', 'host', 'cookie', 'authorization', 'accept-encoding', 'range'];
    expect(names.filter((name) => notForwardable.includes(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length + 1).toBeLessThanOrEqual(10);
    expect(Object.values(requestHeaderKeys)).toEqual(names);
  });
});

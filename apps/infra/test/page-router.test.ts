// The CloudFront Functions of the pages behaviour, run as CloudFront runs them (their source evaluated, `handler(event)`
// called), fed the page list of the real web build the same way the app is (`pageSpellings`, as the store's server).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageSpellings } from '@partybox/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { webClientDir } from '../src/page-hashes';
import { cloudFrontFunctionMaxBytes, notFoundMarkerHeader, notFoundStatusSource, pageRouterSource } from '../src/page-router';

type Headers = Record<string, { value: string }>;
type Request = { uri: string; querystring: Record<string, { value: string; multiValue?: { value: string }[] }>; headers: Headers };
type Answer = Request & { statusCode?: number; headers: Headers };
type Response = { statusCode: number; statusDescription?: string; headers: Headers };

let spellings: ReadonlyMap<string, string>;
let routerSource: string;
let statusSource: string;
let route: (uri: string, querystring?: Request['querystring']) => Answer;
let status: (request: Request) => number;

beforeAll(async () => {
  spellings = await pageSpellings(webClientDir);
  routerSource = pageRouterSource(spellings);
  statusSource = notFoundStatusSource(spellings);
  const router = new Function(`${routerSource}; return handler;`)() as (event: { request: Request }) => Answer;
  const responder = new Function(`${statusSource}; return handler;`)() as (event: { request: Request; response: Response }) => Response;
  route = (uri, querystring = {}) => router({ request: { uri, querystring, headers: {} } });
  status = (request) => responder({ request, response: { statusCode: 200, headers: {} } }).statusCode;
});

/** What a viewer gets for a path: a redirect, or the file S3 is asked for and the status the viewer sees. */
function visit(uri: string, querystring: Request['querystring'] = {}) {
  const answer = route(uri, querystring);
  if (answer.statusCode) return { status: answer.statusCode, location: answer.headers.location?.value };
  const original: Request = { uri, querystring, headers: {} };
  // Whether CloudFront hands the response function the rewritten request or the viewer's own, the status is the same.
  expect(status(original), `${uri} (viewer's request)`).toBe(status(answer));
  return { status: status(answer), file: answer.uri };
}

describe('the page router at CloudFront', () => {
  it('is fed the build the synth uses, with a page whose spelling has capitals', () => {
    expect(spellings.get('capgown')).toBe('capGown');
    expect(spellings.size).toBeGreaterThan(50);
  });

  it('answers a mixed-case path with a 301 to the page spelling, query kept', () => {
    expect(visit('/capgown')).toEqual({ status: 301, location: '/capGown' });
    expect(visit('/CAPGOWN/', { ref: { value: 'sms' }, a: { value: 'x y', multiValue: [{ value: 'x y' }, { value: '2' }] } })).toEqual({
      status: 301,
      location: '/capGown?ref=sms&a=x%20y&a=2',
    });
    expect(visit('/About')).toEqual({ status: 301, location: '/about' });
  });

  it('serves each page of the build from its index.html with 200', () => {
    for (const spelling of spellings.values()) expect(visit(`/${spelling}`), spelling).toEqual({ status: 200, file: `/${spelling}/index.html` });
    expect(visit('/')).toEqual({ status: 200, file: '/index.html' });
    expect(visit('/about/')).toEqual({ status: 200, file: '/about/index.html' });
  });

  it('answers an unknown path with the 404 page and status 404', () => {
    expect(visit('/no-such-page')).toEqual({ status: 404, file: '/404.html' });
    expect(visit('/capGown/extra')).toEqual({ status: 404, file: '/404.html' });
    expect(visit('/%E0%A4')).toEqual({ status: 404, file: '/404.html' });
    expect(route('/no-such-page').headers[notFoundMarkerHeader]).toEqual({ value: '1' });
    // The 404 page holds the storefront's not-found markup.
    expect(readFileSync(join(webClientDir, '404.html'), 'utf8')).toContain('<html');
  });

  it("serves the console's and the status page's shells for their deep links with 200, as the store's server does", () => {
    expect(visit('/admin/orders/PB-261122-ABC123')).toEqual({ status: 200, file: '/admin/index.html' });
    expect(visit('/orders/PB-261122-ABC123')).toEqual({ status: 200, file: '/404.html' });
    expect(visit('/admin')).toEqual({ status: 200, file: '/admin/index.html' });
  });

  it('leaves files to S3', () => {
    expect(visit('/assets/index-3f2a9c.js')).toEqual({ status: 200, file: '/assets/index-3f2a9c.js' });
    expect(visit('/images/themes/unicorn.svg')).toEqual({ status: 200, file: '/images/themes/unicorn.svg' });
    expect(visit('/404.html')).toEqual({ status: 200, file: '/404.html' });
  });

  it('fits in a CloudFront Function (10 KB of code each)', () => {
    expect(Buffer.byteLength(routerSource)).toBeLessThan(cloudFrontFunctionMaxBytes);
    expect(Buffer.byteLength(statusSource)).toBeLessThan(cloudFrontFunctionMaxBytes);
  });
});

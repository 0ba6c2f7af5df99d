// The viewer-request CloudFront Function that maps page paths to the prerendered index.html files, run as CloudFront
// would run it: its source evaluated, `handler(event)` called with a request.
import { describe, expect, it } from 'vitest';
import { indexRewriteSource } from '../src/edge';

const handler = new Function(`${indexRewriteSource}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('the index.html rewrite', () => {
  it('serves a folder page for a path without a file extension, with or without the trailing slash', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/about')).toBe('/about/index.html');
    expect(rewrite('/package/3/')).toBe('/package/3/index.html');
    expect(rewrite('/capGown')).toBe('/capGown/index.html');
  });

  it("serves the console's and the status page's shells for their deep links, as the store's server does", () => {
    expect(rewrite('/admin/orders/PB-261122-ABC123')).toBe('/admin/index.html');
    expect(rewrite('/admin/inbox/contact')).toBe('/admin/index.html');
    expect(rewrite('/orders/PB-261122-ABC123')).toBe('/404.html');
    expect(rewrite('/admin')).toBe('/admin/index.html');
    expect(rewrite('/orders')).toBe('/orders/index.html');
    expect(rewrite('/ordersx/1')).toBe('/ordersx/1/index.html');
  });

  it('leaves files alone', () => {
    expect(rewrite('/assets/index-3f2a9c.js')).toBe('/assets/index-3f2a9c.js');
    expect(rewrite('/images/themes/unicorn.svg')).toBe('/images/themes/unicorn.svg');
    expect(rewrite('/404.html')).toBe('/404.html');
  });
});

// The CloudFront Functions that make the distribution answer page paths as the store's own server does
// (apps/api/src/platform/http/static-site.ts), from the same page list (`pageSpellings` of the same web build):
// - a path that differs from a page only in letter case is sent to the page's spelling with a 301, query kept;
// - a page path is served from its prerendered `<path>/index.html`, a console or status-page deep link from its
//   shell (apps/api/src/platform/http/app-shells.ts);
// - any other path without a file extension gets the storefront's 404 page with status 404.
// A path with a file extension is left to S3 (a missing file falls over to the API's 404, see edge.ts).
import { appShells } from '@partybox/api';

/** CloudFront Functions refuse code larger than 10 KB: about 350 pages with today's path lengths (README, limits). */
export const cloudFrontFunctionMaxBytes = 10_240;
/** The request header the viewer-request function sets on a path that is no page, read by the viewer-response function. */
export const notFoundMarkerHeader = 'x-partybox-not-found';

/**
 * The page table: lower-cased path → 1 when it is the page's own spelling, else the spelling (`capgown` → `capGown`).
 * The root page is `''`.
 */
function pageTable(spellings: ReadonlyMap<string, string>): Record<string, string | 1> {
  const table: Record<string, string | 1> = { '': 1 };
  for (const [lower, spelling] of [...spellings].sort(([a], [b]) => a.localeCompare(b))) table[lower] = lower === spelling ? 1 : spelling;
  return table;
}

/** ES5.1-style code shared by both functions (the CloudFront Functions JavaScript 2.0 runtime). */
function classifierSource(spellings: ReadonlyMap<string, string>): string {
  return `var pages = ${JSON.stringify(pageTable(spellings))};
var shells = ${JSON.stringify(appShells.map(({ prefix, file }) => [prefix, `/${file}`]))};
function classify(uri) {
  var decoded;
  try { decoded = decodeURIComponent(uri); } catch (e) { return { kind: 'missing' }; }
  var parts = decoded.split('/').filter(function (part) { return part !== ''; });
  var path = parts.join('/');
  var last = parts.length ? parts[parts.length - 1] : '';
  if (last.indexOf('.') !== -1) return { kind: 'file' };
  var found = pages[path.toLowerCase()];
  if (found !== undefined) {
    var spelling = found === 1 ? path.toLowerCase() : found;
    if (spelling !== path) return { kind: 'redirect', location: '/' + encodeURI(spelling) };
    return { kind: 'page', uri: path === '' ? '/index.html' : '/' + path + '/index.html' };
  }
  for (var i = 0; i < shells.length; i++) {
    if (uri.indexOf(shells[i][0]) === 0 && uri.length > shells[i][0].length) return { kind: 'page', uri: shells[i][1] };
  }
  return { kind: 'missing' };
}`;
}

/** Viewer request: redirect, rewrite to the page's file, or to /404.html marked as not found. */
export function pageRouterSource(spellings: ReadonlyMap<string, string>): string {
  return `${classifierSource(spellings)}
function queryString(query) {
  var out = [];
  for (var name in query) {
    var entry = query[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) out.push(encodeURIComponent(name) + (values[i].value === '' ? '' : '=' + encodeURIComponent(values[i].value)));
  }
  return out.length ? '?' + out.join('&') : '';
}
function handler(event) {
  var request = event.request;
  var route = classify(request.uri);
  if (route.kind === 'redirect') {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: route.location + queryString(request.querystring || {}) } } };
  }
  if (route.kind === 'page') request.uri = route.uri;
  if (route.kind === 'missing') {
    request.uri = '/404.html';
    request.headers['${notFoundMarkerHeader}'] = { value: '1' };
  }
  return request;
}`;
}

/**
 * Viewer response: the 404 page is answered with status 404 when the path was no page. It decides from the marker the
 * request function set and, should CloudFront hand this function the request as the viewer sent it, from the path
 * itself (the same table), so the status page's shell (the same file) keeps its 200.
 */
export function notFoundStatusSource(spellings: ReadonlyMap<string, string>): string {
  return `${classifierSource(spellings)}
function handler(event) {
  var response = event.response;
  var request = event.request;
  if (request.headers['${notFoundMarkerHeader}'] || (request.uri !== '/404.html' && classify(request.uri).kind === 'missing')) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
}

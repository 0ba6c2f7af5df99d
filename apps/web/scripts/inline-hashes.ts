// Content-Security-Policy sources for a page's inline <script> and <style> elements, computed from their exact
// text at build time, so the server can allow exactly those and nothing else inline.
import { createHash } from 'node:crypto';

/** The CSP hash source for an inline element's text ("'sha256-…'"). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// What a printed page says: Chromium's PDF of the print view (A4, as the console's print CSS lays it out), read back
// page by page with poppler's pdftotext.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { screenshotPath } from './screenshots';

/** The text of each printed page of `page`, first page first; the PDF is kept beside the screenshots as `<name>.pdf`. */
export async function printedPages(page: Page, name: string): Promise<string[]> {
  const pdf = screenshotPath(name).replace(/\.png$/, '.pdf');
  writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: true }));
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', pdf, '-']);
  // pdftotext ends every page with a form feed.
  return stdout.split('\f').slice(0, -1);
}

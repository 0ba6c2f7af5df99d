// Real Chromium (Debian's package) driven by playwright-core, with the flags this machine needs: the one launcher of
// every browser suite (apps/web-e2e and the Razorpay sandbox's checkout tests).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags Chromium needs on this machine (no sandbox or GPU in the container, nothing fetched in the background). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(executablePath)) throw new Error(`Chromium is not installed at ${executablePath} (apt-get install chromium)`);
  return chromium.launch({ executablePath, args: chromiumFlags });
}

/** Collects console errors (CSP refusals among them) and uncaught exceptions of a page, so tests can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

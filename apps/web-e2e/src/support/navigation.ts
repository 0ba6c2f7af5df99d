// Opening a page the way a customer's click counts: only once the app has hydrated. Until React has attached its
// handlers a click reaches plain HTML; the app marks the root element with data-hydrated when it has.
import type { BrowserContext, Page } from 'playwright-core';

const hydratedRoot = 'html[data-hydrated]';

/** Waits until the app in `page` has hydrated (for a page whose navigation the test started itself). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector(hydratedRoot);
}

/** Goes to `url` in `page` and waits until the app has hydrated; answers the HTTP status (0 when nothing answered). */
export async function open(page: Page, url: string): Promise<number> {
  const response = await page.goto(url);
  await hydrated(page);
  return response?.status() ?? 0;
}

/** Opens `url` in a new tab of `context` and answers the tab once the app has hydrated. */
export async function openTab(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await open(page, url);
  return page;
}

/** Reloads `page` and waits until the app has hydrated again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}

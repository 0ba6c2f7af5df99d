// One store process and one Chromium per test file, started before and stopped after its tests.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, viewports, watchErrors } from '@partybox/test-browser';
import { open } from './navigation';
import { newDataDir, removeDataDir, startStore, type Store } from './store-process';

export interface StoreFixture {
  store: Store;
  browser: Browser;
  /** A new page at a viewport, with its console errors collected in `errors`. */
  open(path: string, viewport?: keyof typeof viewports): Promise<{ page: Page; errors: string[]; status: number }>;
}

/** `env` adds to the store's environment (LOG_LEVEL=info to read the SMS lines of its log, say). */
export function useStore(env: Record<string, string> = {}): StoreFixture {
  const fixture = {} as StoreFixture;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = newDataDir();
    [fixture.store, fixture.browser] = await Promise.all([startStore({ dataDir, env }), launchChromium()]);
    fixture.open = async (path, viewport = 'desktop') => {
      const page = await fixture.browser.newPage({ viewport: viewports[viewport] });
      const errors = watchErrors(page);
      const status = await open(page, fixture.store.url + path);
      return { page, errors, status };
    };
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.store?.stop();
    removeDataDir(dataDir);
  });
  return fixture;
}

// Screenshots for people to look at (never compared by a test), under the repository's ignored artifacts/ folder.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { viewports } from '@partybox/test-browser';
import { artifactsDir } from './paths';

/** The file a screenshot called `name` is written to: artifacts/screenshots/<name>.png (the folder made if missing). */
export function screenshotPath(name: string): string {
  const dir = join(artifactsDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

/**
 * Saves what the user sees of `target` (a whole page, full length, or one part of it) as `name`. Transitions and
 * animations are finished first (Playwright fast-forwards them), so a drawer sliding away after a resize is shown
 * where it comes to rest rather than caught mid-way.
 */
export async function screenshot(target: Page | Locator, name: string): Promise<void> {
  const path = screenshotPath(name);
  if ('goto' in target) await target.screenshot({ path, fullPage: true, animations: 'disabled' });
  else await target.screenshot({ path, animations: 'disabled' });
}

/** Screenshots of `page` from the top at 1280×800 and 390×844 (`<name>-desktop`, `<name>-phone`), left at 1280×800. */
export async function shoot(page: Page, name: string): Promise<void> {
  for (const [label, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(viewports.desktop);
}

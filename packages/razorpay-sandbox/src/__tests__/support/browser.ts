// What the checkout's browser tests need beside the one Chromium launcher (@partybox/test-browser): screenshots in the
// package's artifacts/ folder (ignored by git) and axe-core run inside a frame.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';

const artifactsDir = join(import.meta.dirname, '../../../artifacts/screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations in a frame, one line each (evaluated through the DevTools protocol, which the frame's CSP does not govern). */
export async function seriousAxeViolations(frame: Frame): Promise<string[]> {
  await frame.evaluate(axeSource);
  const violations = await frame.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

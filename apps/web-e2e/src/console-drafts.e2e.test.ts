// The open drafts in real Chromium against the real store (issue 28): an operator saves a phone order as a draft,
// finds it under Drafts (who for, boxes, total, slot, expiry), continues it, then discards it (asked first) and it
// leaves the list. At 1280 and 390 px, with screenshots of the list and of the question before discarding.
import { describe, expect, it } from 'vitest';
import { viewports } from '@partybox/test-browser';
import type { Page } from 'playwright-core';
import { openTab } from './support/navigation';
import { operatorConsole } from './support/operators';
import { fillPhoneOrder } from './support/phone-order';
import { shoot } from './support/screenshots';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const stamp = String(Date.now()).slice(-8);
/** A party three weeks ahead: past the lead time, inside the booking window. */
const partyDate = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

/** Saves a phone order for `name` as a draft on the New phone order page. */
async function saveDraft(page: Page, name: string, phone: string): Promise<void> {
  await page.getByRole('link', { name: 'New phone order' }).first().click();
  await page.getByRole('heading', { name: 'New phone order' }).waitFor();
  await page.getByLabel('Theme').selectOption('superhero');
  await fillPhoneOrder(page, { name, phone, email: 'drafts@example.com', partyDate, pincode: '400050' });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor({ timeout: 15_000 });
}

describe('the open drafts in the console', () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    it(`lists a saved draft to continue, and discards it after asking (${label})`, async () => {
      const operator = await operatorConsole(fixture, {
        phone: `9${label === 'phone' ? 4 : 3}${stamp}`,
        name: 'Priya Operator',
        password: 'balloons and cake',
      });
      const page = await openTab(operator, `${fixture.store.url}/admin`);
      await page.setViewportSize(viewport);
      const name = `Draft ${label} Menon`;
      await saveDraft(page, name, `97${stamp}`);

      // The phone order page links the open drafts (as the console's nav does).
      await page.getByRole('link', { name: 'Open drafts' }).click();
      await page.getByRole('heading', { name: 'Draft orders' }).waitFor();
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await card.waitFor();
      const text = (await card.textContent()) ?? '';
      expect(text).toContain('+91 97');
      expect(text).toMatch(/× 1/);
      expect(text).toMatch(/₹[\d,]+/);
      expect(text).toMatch(/Held until \d/);
      expect(text).toContain('Expires');
      if (label === 'desktop') await shoot(page, 'console-drafts');

      // Continue: the phone order page with the draft's values, ready to place.
      await card.getByRole('link', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Continue a phone order' }).waitFor();
      expect(await page.getByLabel('Name').inputValue()).toBe(name);
      await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor();
      await page.getByRole('link', { name: 'Open drafts' }).click();

      await card.getByRole('button', { name: 'Discard' }).click();
      const question = card.getByRole('group', { name: `Discard the draft for ${name}?` });
      await question.waitFor();
      if (label === 'desktop') await shoot(page, 'console-drafts-discard');
      // Pressed twice: one discard (the API answers a repeat the same; the card goes once).
      await question.getByRole('button', { name: 'Yes, discard it' }).dblclick();
      await card.waitFor({ state: 'detached', timeout: 15_000 });
      await page.reload();
      await page.getByRole('heading', { name: 'Draft orders' }).waitFor();
      await page.getByRole('list', { name: 'Open drafts' }).or(page.getByText('No open drafts.')).first().waitFor();
      expect(await page.getByRole('heading', { name }).count()).toBe(0);
    });
  }
});

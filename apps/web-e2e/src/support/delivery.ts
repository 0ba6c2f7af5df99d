// Choosing a delivery day and slot on /delivery as a customer does: the first day the calendar offers, then its first
// free slot. Every checkout in the suites goes through it, since the delivery step needs a slot.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The delivery calendar's day buttons (greyed-out days carry aria-disabled). */
export function calendarDays(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('group', { name: /^Delivery date/ })
    .getByRole('button');
}

/**
 * Picks the first open day and its first free slot (or the free slot at `slotIndex`, counting from 0); answers the day
 * (YYYY-MM-DD) and the slot's label.
 */
export async function chooseDelivery(page: Page, slotIndex = 0): Promise<{ date: string; slot: string }> {
  const main = page.getByRole('main');
  const day = main
    .getByRole('group', { name: /^Delivery date/ })
    .locator('button:not([aria-disabled])')
    .first();
  await day.click();
  const date = (await day.getAttribute('data-date')) ?? '';
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
  const slot = main
    .getByRole('group', { name: /^Delivery time on/ })
    .getByRole('radio', { disabled: false })
    .nth(slotIndex);
  await slot.check();
  const label = (await slot.locator('xpath=..').textContent()) ?? '';
  return { date, slot: label.trim() };
}

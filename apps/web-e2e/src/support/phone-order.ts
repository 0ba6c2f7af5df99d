// The console's "New phone order" form, as the phone-order and drafts suites both fill it: the customer, the party
// date, a Mumbai address and the first day and slot the delivery calendar offers (the theme is the test's to choose).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface PhoneOrderCustomer {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  /** YYYY-MM-DD: the delivery calendar offers days for it. */
  readonly partyDate: string;
  readonly pincode: string;
}

/** Fills the customer, party and delivery of the open New phone order form, up to its first free slot (not saved). */
export async function fillPhoneOrder(page: Page, customer: PhoneOrderCustomer): Promise<void> {
  await page.getByLabel('Name').fill(customer.name);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(customer.phone);
  await page.getByLabel('E-mail').fill(customer.email);
  await page.getByLabel('Party date').fill(customer.partyDate);
  await page.getByLabel('Address', { exact: true }).fill('12 Sea View, Carter Road');
  await page.getByLabel('PIN code').fill(customer.pincode);
  const day = page.getByLabel('Delivery day');
  await expect.poll(async () => day.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(1);
  await day.selectOption({ index: 1 });
  await page.getByLabel('Slot').selectOption({ index: 1 });
}

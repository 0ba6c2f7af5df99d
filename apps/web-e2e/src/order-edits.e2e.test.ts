// Order edits in real Chromium against the real store (issue 28): an operator opens a placed order, edits the cake
// message in "Edit order", reviews the new total and how it is settled, saves, and the packing slip prints the new
// message (at 1280 and at 390 px); a customer changes the cake message on their own order page before it is packed.
// Screenshots of the edit form, its review and the slip at both widths.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '@partybox/test-browser';
import { paidGlowOrder, placeGlowOrder } from './support/checkout';
import { fieldLabel } from './support/forms';
import { open, openTab } from './support/navigation';
import { operatorConsole } from './support/operators';
import { screenshot, shoot } from './support/screenshots';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const stamp = String(Date.now()).slice(-8);
const password = 'balloons and cake';

/** Edits the cake message from the order page (at the page's current size) and answers once the save is shown. */
async function editCakeMessage(page: Page, message: string, shots?: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit order' }).click();
  const form = page.getByRole('region', { name: 'Edit order' });
  await form.getByLabel(fieldLabel('Cake message')).fill(message);
  if (shots) await screenshot(form, `${shots}-form`);
  await form.getByRole('button', { name: 'Review changes' }).click();
  const review = form.getByRole('heading', { name: 'Review the changes' });
  await review.waitFor();
  expect(await form.textContent()).toMatch(new RegExp(`Cake message: .+ → ${message}`));
  expect(await form.textContent()).toMatch(/Cash on delivery: Collect ₹[\d,]+ in cash on delivery\./);
  if (shots) await screenshot(form, `${shots}-review`);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('status').filter({ hasText: 'Order edited.' }).waitFor();
}

/** The order's packing slip, opened from its page: answers its text. */
async function slipText(page: Page, orderNumber: string, shot?: string): Promise<string> {
  await page.getByRole('link', { name: 'Packing slip' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/orders/${orderNumber}/slip`);
  const slip = page.getByRole('main');
  await expect.poll(() => slip.textContent(), { timeout: 15_000 }).toContain('Cake');
  if (shot) await screenshot(page, shot);
  return (await slip.textContent()) ?? '';
}

describe('an operator edits a placed order', () => {
  it('changes the cake message, sees the settlement before saving, and the slip prints the new message, at 1280 and 390 px', async () => {
    const customer = await fixture.browser.newPage({ viewport: viewports.phone });
    const orderNumber = await placeGlowOrder(customer, fixture.store.url, `98${stamp}`);
    await customer.close();
    const operator = await operatorConsole(fixture, { phone: `97${stamp}`, name: 'Priya Operator', password });
    const page = await openTab(operator, `${fixture.store.url}/admin/orders/${orderNumber}`);

    for (const [size, message] of [
      ['desktop', 'Happy 7th birthday Meera'],
      ['phone', 'Happy 7th birthday Meera, love from Dadi'],
    ] as const) {
      await page.setViewportSize(viewports[size]);
      await open(page, `${fixture.store.url}/admin/orders/${orderNumber}`);
      await editCakeMessage(page, message, `console-order-edit-${size}`);
      const history = page.getByRole('region', { name: 'History' });
      await expect.poll(() => history.textContent()).toContain(`→ ${message}`);
      expect(await history.textContent()).toContain('Edited by Priya Operator');
      const slip = await slipText(page, orderNumber, `console-order-edit-slip-${size}`);
      expect(slip).toContain(message);
    }
    await open(page, `${fixture.store.url}/admin/orders/${orderNumber}`);
    await page.getByRole('region', { name: 'History' }).waitFor();
    await shoot(page, 'console-order-edited');
  });
});

describe('an operator changes who receives the box', () => {
  it('edits the recipient’s name and phone (the one phone field), and the order page and slip show them, at 1280 and 390 px', async () => {
    const customer = await fixture.browser.newPage({ viewport: viewports.phone });
    const orderNumber = await placeGlowOrder(customer, fixture.store.url, `93${stamp}`);
    await customer.close();
    const operator = await operatorConsole(fixture, { phone: `92${stamp}`, name: 'Priya Operator', password });
    const page = await openTab(operator, `${fixture.store.url}/admin/orders/${orderNumber}`);

    for (const [size, name, phone] of [
      ['desktop', 'Tanvikaa Desai', `91${stamp}`],
      ['phone', 'Tanvikaa D. Shah', `90${stamp}`],
    ] as const) {
      await page.setViewportSize(viewports[size]);
      await open(page, `${fixture.store.url}/admin/orders/${orderNumber}`);
      await page.getByRole('button', { name: 'Edit order' }).click();
      const form = page.getByRole('region', { name: 'Edit order' });
      const phoneField = form.getByRole('textbox', { name: 'Phone', exact: true });
      // The phone rule, in the browser first: a short number is refused with its message, nothing is sent.
      await phoneField.fill('12345');
      await form.getByRole('button', { name: 'Review changes' }).click();
      await form.getByText('Enter a 10-digit mobile number, like 98200 98200').waitFor();
      await form.getByLabel(fieldLabel("Recipient's name")).fill(name);
      // Typed as people do: the +91 and the space are the phone rule's to take off.
      await phoneField.fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
      if (size === 'phone') await screenshot(form.getByRole('group', { name: 'Recipient' }), 'console-order-edit-recipient-phone');
      await form.getByRole('button', { name: 'Review changes' }).click();
      await form.getByRole('heading', { name: 'Review the changes' }).waitFor();
      expect(await form.textContent()).toContain(`Recipient name: `);
      expect(await form.textContent()).toContain(`→ ${name}`);
      expect(await form.textContent()).toContain(`→ +91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
      if (size === 'desktop') await screenshot(form, 'console-order-edit-recipient-review-desktop');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('status').filter({ hasText: 'Order edited.' }).waitFor();
      const history = page.getByRole('region', { name: 'History' });
      await expect.poll(() => history.textContent()).toContain(`Recipient name: ${name}`);
      const slip = await slipText(page, orderNumber, `console-order-edit-recipient-slip-${size}`);
      expect(slip).toContain(name);
      expect(slip).toContain(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    }
  });
});

describe('an edit that raises the total of an order paid online', () => {
  it('shows the balance due on the console Payment card and offers "Pay ₹X balance" on the status page, at 1280 and 390 px', async () => {
    const customer = await fixture.browser.newPage({ viewport: viewports.desktop });
    const orderNumber = await paidGlowOrder(customer, fixture.store.url, `95${stamp}`);
    const operator = await operatorConsole(fixture, { phone: `94${stamp}`, name: 'Priya Operator', password });
    const page = await openTab(operator, `${fixture.store.url}/admin/orders/${orderNumber}`);
    await page.getByRole('button', { name: 'Edit order' }).click();
    const form = page.getByRole('region', { name: 'Edit order' });
    await form.getByRole('list', { name: 'Glow Party: add-ons' }).getByRole('checkbox').first().check();
    await form.getByRole('button', { name: 'Review changes' }).click();
    await form.getByRole('heading', { name: 'Review the changes' }).waitFor();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Order edited.' }).waitFor();

    const card = page.getByRole('region', { name: 'Payment' });
    await expect.poll(() => card.textContent()).toMatch(/Balance due ₹[\d,]+/);
    const balance = /Balance due (₹[\d,]+)/.exec((await card.textContent()) ?? '')![1]!;
    expect(await card.textContent()).toContain(`Paid · ${balance} due`);
    for (const size of ['desktop', 'phone'] as const) {
      await page.setViewportSize(viewports[size]);
      await screenshot(card, `console-balance-due-${size}`);
    }
    await shoot(page, 'console-balance-due-page');

    for (const size of ['desktop', 'phone'] as const) {
      await customer.setViewportSize(viewports[size]);
      await open(customer, `${fixture.store.url}/orders/${orderNumber}`);
      const money = customer.getByRole('region', { name: 'Payment' });
      const pay = money.getByRole('link', { name: `Pay ${balance} balance` });
      await pay.waitFor();
      expect(await pay.getAttribute('href')).toMatch(/^http/);
      await screenshot(money, `order-balance-due-${size}`);
    }
    await shoot(customer, 'order-balance-due-page');

    // The link is cancelled at Razorpay (the team cancelled it there, or it expired): the balance box offers a fresh one.
    const link = (await card.getByRole('link', { name: /^http/ }).first().getAttribute('href'))!;
    await cancelAtSandbox(fixture.store.dataDir, new URL(link).origin, `${orderNumber}-L1`);
    await page.reload();
    const send = card.getByRole('button', { name: `Send payment link for ${balance}` });
    await send.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('No payment link is open for it (it was cancelled or expired).');
    await shoot(page, 'console-balance-link-cancelled');
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Payment link sent to the customer by text and e-mail.' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => card.textContent()).toContain(`Open payment link for ${balance}`);
    const fresh = (await card.getByRole('link', { name: /^http/ }).first().getAttribute('href'))!;
    expect(fresh).not.toBe(link);
    await shoot(page, 'console-balance-link-sent');
  });
});

/** Cancels a Payment Link at the store's embedded sandbox with its generated keys (as the team would on Razorpay's dashboard). */
async function cancelAtSandbox(dataDir: string, sandboxUrl: string, referenceId: string): Promise<void> {
  const stateFile = execFileSync('find', [dataDir, '-name', 'razorpay-sandbox.json'], { encoding: 'utf8' }).trim().split('\n')[0]!;
  const { credentials } = JSON.parse(readFileSync(stateFile, 'utf8')) as { credentials: { keyId: string; keySecret: string } };
  const authorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  const listed = await fetch(`${sandboxUrl}/v1/payment_links?reference_id=${referenceId}`, { headers: { authorization } });
  const { payment_links } = (await listed.json()) as { payment_links: { id: string }[] };
  const cancelled = await fetch(`${sandboxUrl}/v1/payment_links/${payment_links[0]!.id}/cancel`, { method: 'POST', headers: { authorization } });
  expect(cancelled.status).toBe(200);
}

describe('a customer edits their own order', () => {
  it('changes the cake message on the order page before it is packed, at 390 and 1280 px', async () => {
    const customer = await fixture.browser.newPage({ viewport: viewports.phone });
    const orderNumber = await placeGlowOrder(customer, fixture.store.url, `96${stamp}`);
    for (const [size, message] of [
      ['phone', 'Meera turns 7!'],
      ['desktop', 'Meera turns 7! Love, Mummy'],
    ] as const) {
      await customer.setViewportSize(viewports[size]);
      await open(customer, `${fixture.store.url}/orders/${orderNumber}`);
      const card = customer.getByRole('region', { name: 'Personalisation' });
      await card.getByRole('button', { name: 'Change the personalisation' }).click();
      await card.getByLabel(fieldLabel('Cake message')).fill(message);
      if (size === 'phone') await screenshot(card, 'order-personalisation-form-phone');
      await card.getByRole('button', { name: 'Save changes' }).click();
      await card.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      expect(await card.textContent()).toContain(message);
      await screenshot(card, `order-personalisation-saved-${size}`);
    }
  });
});

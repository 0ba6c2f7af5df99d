// Operations in real Chromium against the real store process (embedded database and cognito-local): a guest orders;
// an operator made with `pnpm operator:add` sets a password with the texted code, signs in (sent there by /admin and
// back afterwards), finds the order at the top of the upcoming orders and confirms it; the customer's status page
// then says Confirmed and the server's log shows the SMS. Also: a customer is refused the console, and a change made
// from a stale page gets "changed by someone else" with a reload. Screenshots of every page at both sizes.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '@partybox/test-browser';
import { fieldLabel, inr } from './support/forms';
import { seriousViolations } from './support/axe';
import { glow, glowOrderTotal, placeGlowOrder } from './support/checkout';
import { confirmSignUp, signIn as signInWith } from './support/accounts';
import { open as openPage, openTab } from './support/navigation';
import { shoot } from './support/screenshots';
import { smsCode as smsCodeOf, smsLines as smsLinesOf } from './support/sms';
import { addOperator as addOperatorTo } from './support/operators';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });

const stamp = String(Date.now()).slice(-8);
const customerPhone = `98${stamp}`;
const operatorPhone = `97${stamp}`;
const shopperPhone = `96${stamp}`;
const password = 'balloons and cake';
const placed = { orderNumber: '', statusLink: '' };

const smsLines = (phone: string) => smsLinesOf(fixture.store, phone);
const smsCode = (phone: string, after: number) => smsCodeOf(fixture.store, phone, after);
const open = (context: BrowserContext, path: string) => openTab(context, fixture.store.url + path);

const addOperator = (phone: string, name: string) => addOperatorTo(fixture.store, phone, name);

/** Signs in on /sign-in with `phone` and the suite's password; the page must be on /sign-in. */
const signIn = (page: Page, phone: string) => signInWith(page, fixture.store, { phone, password });

describe('operations', () => {
  let customer: BrowserContext;
  let operator: BrowserContext;

  it('a guest orders; an operator signs in, confirms it from the top of the upcoming orders; the customer sees Confirmed and is texted', async () => {
    customer = await fixture.browser.newContext({ viewport: viewports.desktop });
    const shop = await open(customer, '/home');
    placed.orderNumber = await placeGlowOrder(shop, fixture.store.url, customerPhone);
    await expect.poll(() => smsLines(customerPhone).some((line) => line.includes(placed.orderNumber))).toBe(true);

    const output = await addOperator(operatorPhone, 'Priya Operator');
    expect(output).toContain('is an operator');
    operator = await fixture.browser.newContext({ viewport: viewports.desktop });
    // First sign-in: the code texted by operator:add sets the password on /forgot-password.
    const reset = await open(operator, '/forgot-password');
    await reset.getByLabel(fieldLabel('Phone')).fill(operatorPhone);
    const texted = smsLines(operatorPhone).length;
    await reset.getByRole('button', { name: 'Send code' }).click();
    await reset.getByLabel(fieldLabel('New password')).waitFor();
    await reset.getByLabel(fieldLabel('Code')).fill(await smsCode(operatorPhone, texted));
    await reset.getByLabel(fieldLabel('New password')).fill(password);
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await reset.getByRole('heading', { name: 'Sign in' }).waitFor();

    // The console sends an anonymous visitor to sign in, and back to the console afterwards.
    const consolePage = await open(operator, '/admin');
    await expect.poll(() => new URL(consolePage.url()).pathname).toBe('/sign-in');
    expect(new URL(consolePage.url()).searchParams.get('next')).toBe('/admin');
    await signIn(consolePage, operatorPhone);
    await expect.poll(() => new URL(consolePage.url()).pathname).toBe('/admin');
    // The console opens on Today; the order goes out days from now: found by its number.
    await consolePage.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    await openPage(consolePage, `${fixture.store.url}/admin?q=${placed.orderNumber}`);
    const table = consolePage.getByRole('table', { name: 'Orders matching the filters, by day and slot' });
    await table.waitFor();
    const firstRow = table.getByRole('row').filter({ hasText: placed.orderNumber });
    expect(await firstRow.getByRole('rowheader').textContent()).toBe(placed.orderNumber);
    expect(await firstRow.textContent()).toContain(inr(glowOrderTotal));
    expect(await firstRow.textContent()).toContain('Placed');
    expect(await (await fetch(`${fixture.store.url}/admin`)).text()).toContain('<meta name="robots" content="noindex" />');
    await shoot(consolePage, 'console-orders');

    await firstRow.getByRole('link', { name: placed.orderNumber }).click();
    await consolePage.getByRole('heading', { level: 1, name: `Order ${placed.orderNumber}` }).waitFor();
    await consolePage.getByRole('region', { name: 'Boxes and prices' }).getByText(glow.name, { exact: false }).first().waitFor();
    await shoot(consolePage, 'console-order');
    const smsBefore = smsLines(customerPhone).length;
    await consolePage.getByRole('button', { name: 'Mark confirmed' }).click();
    await consolePage.getByRole('status').filter({ hasText: 'Order marked confirmed.' }).waitFor();
    await consolePage.getByRole('heading', { name: 'Status: Confirmed' }).waitFor();
    const history = await consolePage.getByRole('region', { name: 'History' }).textContent();
    expect(history).toContain('Confirmed by Priya Operator');
    expect(history).toContain('Status: Placed → Confirmed');
    expect(await consolePage.getByRole('region', { name: 'History' }).textContent()).toContain('Priya Operator');

    // The customer's status page (this device keeps the order's token) shows Confirmed; the log shows the SMS.
    const status = await open(customer, `/orders/${placed.orderNumber}`);
    await status.getByText('Status: Confirmed').waitFor();
    expect(await status.getByRole('list', { name: 'Order progress' }).textContent()).toMatch(/Placed.*Confirmed/);
    await expect.poll(() => smsLines(customerPhone).length, { timeout: 30_000 }).toBeGreaterThan(smsBefore);
    const sms = smsLines(customerPhone).at(-1)!;
    expect(sms).toContain(placed.orderNumber);
    expect(sms).toContain('confirmed');
    expect(sms).toMatch(new RegExp(`/orders/${placed.orderNumber}\\?t=`));
    await shoot(status, 'status-page');

    // The link from the SMS opens the status page in a browser that never saw the order.
    const link = new URL(/(https?:\/\/\S+)/.exec(sms)![1]!);
    placed.statusLink = `${link.pathname}${link.search}`;
    const stranger = await fixture.browser.newContext({ viewport: viewports.phone });
    const linked = await open(stranger, `${link.pathname}${link.search}`);
    await linked.getByText('Status: Confirmed').waitFor();
    await stranger.close();
  });

  it('shows "changed by someone else" when the order moved since the page was read, and the reload shows the change', async () => {
    const first = await open(operator, `/admin/orders/${placed.orderNumber}`);
    const second = await open(operator, `/admin/orders/${placed.orderNumber}`);
    // Both pages have read the order (the order page's code and data load after the console's shell).
    for (const page of [first, second]) await page.getByRole('heading', { name: 'Status: Confirmed' }).waitFor();
    await first.getByRole('button', { name: 'Mark packed' }).click();
    await first.getByRole('heading', { name: 'Status: Packed' }).waitFor();

    // A different change from the page read before (the very same change again would be a retry, and is answered as one).
    await second.getByRole('button', { name: 'Paid another way (UPI or bank transfer)…' }).click();
    await second.getByRole('textbox', { name: /Reference/ }).fill('UTR 1234');
    await second.getByRole('checkbox', { name: /I confirm/ }).check();
    await second.getByRole('button', { name: 'Mark paid', exact: true }).click();
    const alert = second.getByRole('alert').filter({ hasText: 'This order was changed by someone else' });
    await alert.waitFor();
    expect(await second.getByRole('button', { name: 'Mark out for delivery' }).count()).toBe(0);
    await shoot(second, 'console-conflict');
    await alert.getByRole('button', { name: 'Reload the order' }).click();
    await second.getByRole('heading', { name: 'Status: Packed' }).waitFor();
    expect(await second.getByRole('alert').filter({ hasText: 'changed by someone else' }).count()).toBe(0);
    await second.getByRole('button', { name: 'Mark out for delivery' }).waitFor();
    expect(await second.getByRole('region', { name: 'Payment' }).textContent()).toContain('Pay on delivery');
  });

  it('lists a contact message in its inbox and marks it handled', async () => {
    const response = await fetch(`${fixture.store.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), Origin: fixture.store.url },
      body: JSON.stringify({ firstName: 'Meera', lastName: 'Shah', phone: customerPhone, email: 'meera@example.com', message: 'Do you deliver to Thane?' }),
    });
    expect(response.status).toBe(201);
    const inbox = await open(operator, '/admin/inbox/contact');
    const item = inbox.getByRole('listitem').filter({ hasText: 'Meera Shah' });
    await item.waitFor();
    await item.getByText('Meera Shah', { exact: true }).click();
    await item.getByText('Do you deliver to Thane?').first().waitFor();
    await shoot(inbox, 'console-inbox');
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await item.getByText('Handled by Priya Operator').waitFor();
  });

  it('has no serious or critical axe violation on the console pages and the status page, at both widths', async () => {
    // The operator's session in a context that lets the audit script past the Content-Security-Policy.
    const audit = await fixture.browser.newContext({ storageState: await operator.storageState(), bypassCSP: true });
    const pages = ['/admin', `/admin/orders/${placed.orderNumber}`, '/admin/inbox/contact?show=all', '/admin/inbox/subscribers', placed.statusLink];
    for (const [label, viewport] of Object.entries(viewports)) {
      for (const path of pages) {
        const page = await audit.newPage();
        await page.setViewportSize(viewport);
        await openPage(page, fixture.store.url + path);
        await page.locator('main h1').first().waitFor();
        await page.locator('main [role="status"]:has-text("Loading"), main [role="status"]:has-text("Checking")').waitFor({ state: 'detached' });
        expect(await seriousViolations(page), `${path} at ${label}`).toEqual([]);
        await page.close();
      }
    }
    await audit.close();
  });

  it('tells a signed-in customer the console is for the team', async () => {
    const shopper = await fixture.browser.newContext({ viewport: viewports.desktop });
    const signUp = await open(shopper, '/create-account');
    await signUp.getByLabel(fieldLabel('Name')).fill('Ravi Shopper');
    await signUp.getByLabel(fieldLabel('Phone')).fill(shopperPhone);
    await signUp.getByLabel(fieldLabel('Password')).fill(password);
    await confirmSignUp(signUp, fixture.store, shopperPhone);
    await expect.poll(() => new URL(signUp.url()).pathname).toBe('/home');

    const refused = await open(shopper, '/admin');
    await refused.getByRole('heading', { level: 1, name: 'This area is for the Party Box team' }).waitFor();
    expect(await refused.getByRole('navigation', { name: 'Console' }).count()).toBe(0);
    const api = await refused.evaluate(async () => (await fetch('/api/admin/orders')).status);
    expect(api).toBe(403);
    await shoot(refused, 'console-customer-refused');
    await shopper.close();
    await customer.close();
    await operator.close();
  });
});

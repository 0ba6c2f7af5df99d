// The cart, the wishlist and the profile editor in a real browser: what they keep on the device survives a reload,
// prices come from the catalog (charged prices, not label prices) and the profile editor checks what it saves.
import { loadCatalog } from '@partybox/catalog';
import { emailField, phoneField } from '@partybox/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addonLabel, fieldError, fieldLabel, inr, isFocused } from './support/forms';
import { useStore } from './support/store-fixture';
import { open, reload } from './support/navigation';

const catalog = loadCatalog();
const fixture = useStore();
const themeOf = (id: string) => catalog.themes.find((theme) => theme.id === id)!;
const addonsOf = (themeId: string, keys: string[]) => themeOf(themeId).addons.filter((addon) => keys.includes(addon.key));
const shipping = catalog.site.shippingFee;

/** A box as configured on its theme page: the theme and the add-ons ticked there, in the page's order. */
const superhero = { theme: themeOf('superhero'), addons: addonsOf('superhero', ['cupcakeToppers', 'neonSign']) };
// Diwali's diyas are labelled ₹499 but charged ₹299: the cart charges the catalog's price.
const diwali = { theme: themeOf('diwali'), addons: addonsOf('diwali', ['diyas']) };
const unitPrice = (box: typeof superhero) => box.theme.basePrice + box.addons.reduce((sum, addon) => sum + addon.price, 0);

const goto = (page: Page, path: string) => open(page, fixture.store.url + path);

async function addToCart(page: Page, box: typeof superhero) {
  await goto(page, box.theme.route);
  for (const addon of box.addons)
    await page
      .getByRole('main')
      .getByRole('checkbox', { name: addonLabel(addon.label) })
      .check();
  await expect.poll(() => page.getByTestId('price-total').textContent()).toBe(inr(unitPrice(box)));
  await page.getByRole('main').getByRole('button', { name: 'Customize & Proceed' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/customize');
}

describe('the cart', () => {
  it('holds two configured boxes, changes quantity, removes one, totals with ₹199 shipping and survives reloads', async () => {
    const { page, errors } = await fixture.open('/home');
    await addToCart(page, superhero);
    await addToCart(page, diwali);
    await goto(page, '/cart');

    const lines = page.getByRole('list', { name: 'Boxes in your cart' }).getByRole('listitem');
    const line = (box: typeof superhero) => lines.filter({ has: page.getByRole('link', { name: box.theme.name, exact: true }) });
    const quantity = (box: typeof superhero) => line(box).getByRole('spinbutton', { name: 'Quantity' });
    // Each line itemises what one box costs: the base box, every add-on at its charged price, and the sum.
    const prices = (box: typeof superhero) =>
      line(box)
        .locator('dl > div')
        .evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]));
    const totals = async () => ({
      label: await page.getByRole('region', { name: 'Order Summary' }).locator('dt').first().textContent(),
      subtotal: await page.getByTestId('cart-subtotal').textContent(),
      shipping: await page.getByTestId('cart-shipping').textContent(),
      total: await page.getByTestId('cart-total').textContent(),
    });
    const expected = (boxes: number, subtotal: number) => ({
      label: `Subtotal (${boxes} ${boxes === 1 ? 'box' : 'boxes'})`,
      subtotal: inr(subtotal),
      shipping: inr(199),
      total: inr(subtotal + 199),
    });
    expect(shipping).toBe(199);

    // The cart loads from the device after the page starts.
    await expect.poll(() => lines.count()).toBe(2);
    for (const box of [superhero, diwali]) {
      expect(await prices(box)).toEqual([
        ['Base box', inr(box.theme.basePrice)],
        ...box.addons.map((addon) => [addon.label, `+${inr(addon.price)}`]),
        ['Per box', inr(unitPrice(box))],
      ]);
      expect(await quantity(box).inputValue()).toBe('1');
    }
    expect(await totals()).toEqual(expected(2, unitPrice(superhero) + unitPrice(diwali)));

    await line(superhero)
      .getByRole('button', { name: `One more ${superhero.theme.name}` })
      .click();
    await quantity(diwali).fill('3');
    const afterChanges = expected(5, 2 * unitPrice(superhero) + 3 * unitPrice(diwali));
    await expect.poll(totals).toEqual(afterChanges);
    expect(await line(superhero).textContent()).toContain(inr(2 * unitPrice(superhero)));
    expect(await line(diwali).textContent()).toContain(inr(3 * unitPrice(diwali)));

    await reload(page);
    await expect.poll(() => lines.count()).toBe(2);
    expect(await quantity(superhero).inputValue()).toBe('2');
    expect(await quantity(diwali).inputValue()).toBe('3');
    expect(await totals()).toEqual(afterChanges);

    await page.getByRole('button', { name: `Remove ${diwali.theme.name} from the cart` }).click();
    await expect.poll(() => lines.count()).toBe(1);
    await expect.poll(totals).toEqual(expected(2, 2 * unitPrice(superhero)));

    await reload(page);
    await expect.poll(() => lines.count()).toBe(1);
    expect((await prices(superhero)).map(([label]) => label)).toEqual(['Base box', ...superhero.addons.map((addon) => addon.label), 'Per box']);
    expect(await quantity(superhero).inputValue()).toBe('2');
    expect(await totals()).toEqual(expected(2, 2 * unitPrice(superhero)));

    await page.getByRole('button', { name: `Remove ${superhero.theme.name} from the cart` }).click();
    await expect.poll(() => page.getByRole('main').getByText('Your cart is empty.').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the wishlist', () => {
  it('saves a theme from its page, lists it on /profile and removes it there', async () => {
    const unicorn = themeOf('unicorn');
    const { page, errors } = await fixture.open(unicorn.route);
    await page.getByRole('main').getByRole('button', { name: 'Add to Wishlist' }).click();
    const saved = page.getByRole('main').getByRole('button', { name: 'Saved to Wishlist' });
    await expect.poll(() => saved.getAttribute('aria-pressed')).toBe('true');

    await goto(page, '/profile');
    const wishlist = page.getByRole('region', { name: 'Wishlist' });
    await expect.poll(() => wishlist.getByRole('link', { name: unicorn.name }).getAttribute('href')).toBe(unicorn.route);
    expect(await wishlist.textContent()).toContain(`from ${inr(unicorn.basePrice)}`);

    await wishlist.getByRole('button', { name: `Remove ${unicorn.name} from wishlist` }).click();
    await expect.poll(() => wishlist.textContent()).toContain('Your wishlist is empty.');
    await reload(page);
    await expect.poll(() => page.getByRole('region', { name: 'Wishlist' }).textContent()).toContain('Your wishlist is empty.');

    await goto(page, unicorn.route);
    expect(await page.getByRole('main').getByRole('button', { name: 'Add to Wishlist' }).getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the profile editor', () => {
  it('checks name, e-mail and a 10-digit phone, saves to /profile with +91, and Cancel changes nothing', async () => {
    const { page, errors } = await fixture.open('/profile');
    const information = page.getByRole('region', { name: 'Information' });
    await expect.poll(() => information.textContent()).toBe('InformationEmailNot ProvidedPhoneN/AMember SinceUnknown');
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('Guest');

    await page.getByRole('main').getByRole('link', { name: 'Edit' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/edit-profile');
    const field = (label: string) => page.getByRole('main').getByLabel(fieldLabel(label));
    const save = page.getByRole('main').getByRole('button', { name: 'Save Changes' });
    await expect.poll(() => page.getByRole('main').getByText('Enter 10 digit number').count()).toBe(1);

    await save.click();
    await expect.poll(() => isFocused(field('Name'))).toBe(true);
    expect(await fieldError(field('Name'))).toBe('Enter your name');
    expect(await fieldError(field('Email'))).toBe(emailField.errorMessage);
    expect(await fieldError(field('Phone'))).toBe(phoneField.errorMessage);

    await field('Name').fill('Priya Nair');
    await field('Email').fill('priya@example');
    await field('Phone').fill('982009820');
    await save.click();
    await expect.poll(() => isFocused(field('Email'))).toBe(true);
    expect(await fieldError(field('Name'))).toBeNull();
    expect(await fieldError(field('Email'))).toBe(emailField.errorMessage);
    expect(await fieldError(field('Phone'))).toBe(phoneField.errorMessage);
    expect(new URL(page.url()).pathname).toBe('/edit-profile');

    await field('Email').fill('priya.nair@example.com');
    await field('Phone').fill('98200 98201');
    expect(await fieldError(field('Phone'))).toBeNull();
    await save.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
    const today = await page.evaluate(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date()));
    const savedProfile = `InformationEmailpriya.nair@example.comPhone+91 98200 98201Member Since${today}`;
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('Priya Nair');
    expect(await information.textContent()).toBe(savedProfile);

    await page.getByRole('main').getByRole('link', { name: 'Edit' }).click();
    await expect.poll(() => field('Name').inputValue()).toBe('Priya Nair');
    expect(await field('Email').inputValue()).toBe('priya.nair@example.com');
    expect(await field('Phone').inputValue()).toBe('9820098201');
    await field('Name').fill('Someone Else');
    await field('Email').fill('someone@example.com');
    await page.getByRole('main').getByRole('link', { name: 'Cancel' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile');
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('Priya Nair');
    expect(await information.textContent()).toBe(savedProfile);

    await reload(page);
    await expect.poll(() => information.textContent()).toBe(savedProfile);
    expect(errors).toEqual([]);
    await page.close();
  });
});

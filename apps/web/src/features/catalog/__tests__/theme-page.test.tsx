import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pageIndex from 'virtual:catalog/page-index';
import { useCartStore } from '../../../stores/cart-store';
import { useWishlistStore } from '../../../stores/wishlist-store';
import { loadCatalogPage } from '../../../lib/catalog-page';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { checkoutId, checkoutServer } from '../../../testing/checkout-server';
import { renderApp } from '../../../testing/render-app';
import { stubFetch, unavailable } from '../../../testing/stub-fetch';
import { resetStores } from '../../../testing/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
  resetStores();
});

async function themeAt(slug: string) {
  const page = await loadCatalogPage(slug);
  if (page?.kind !== 'theme') throw new Error(`no theme at /${slug}`);
  return page.theme;
}
const inr = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);
const figures = () => ({
  base: screen.getByTestId('price-base').textContent,
  addons: screen.getByTestId('price-addons').textContent,
  total: screen.getByTestId('price-total').textContent,
});

describe('the generic theme page', () => {
  it('renders the Jungle Adventure page at /dinosaur with its nine content cards and all add-ons unselected', async () => {
    renderApp('/dinosaur');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent((await themeAt('dinosaur')).hero.title);
    const inside = screen.getByRole('heading', { name: "What's Inside the PartyBox?" }).closest('section')!;
    expect(
      within(inside)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Decor',
      'Balloons & Streamers',
      'Tableware',
      'Game Props',
      'Party Props',
      'Return Gifts',
      'Cake Essentials',
      'Digital Invitations',
      'Thank You Cards',
    ]);
    const boxes = within(screen.getByRole('group', { name: 'Add-ons' })).getAllByRole('checkbox');
    expect(boxes).toHaveLength(10);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(figures()).toEqual({ base: '₹14,999', addons: '₹0', total: '₹14,999' });
  });

  it.each([
    ['/glow', 'UV Lights', 1299, 299],
    ['/glow', 'Glow Sticks Pack', 450, 150],
    ['/diwali', 'Clay Diya Set', 499, 299],
  ])("shows %s's %s at the price charged, with the label price as the catalog's listed price, never struck through", async (path, label, listed, charged) => {
    renderApp(path);
    // The first page of a run loads its chunk cold: give it longer than the default second.
    const box = await screen.findByRole('checkbox', { name: new RegExp(`^${label} `) }, { timeout: 10_000 });
    const row = box.closest('label')!;
    expect(row.querySelector('s, del')).toBeNull();
    expect(row).toHaveTextContent(`${label} +${inr(charged)} Listed at ${inr(listed)}`);
    expect(box).toHaveAccessibleName(`${label} +${inr(charged)}, listed at ${inr(listed)}; you pay ${inr(charged)}`);
  });

  it('updates Add-ons and Total on every toggle, charging the charged price while the label shows its own', async () => {
    const user = userEvent.setup();
    renderApp('/glow');
    const uv = await screen.findByRole('checkbox', { name: /UV Lights/ });
    expect(uv).toHaveAccessibleName('UV Lights +₹299, listed at ₹1,299; you pay ₹299');
    expect(screen.getByRole('checkbox', { name: /Neon Sign/ })).toHaveAccessibleName('Neon Sign +₹1,550');
    await user.click(uv);
    expect(figures()).toEqual({ base: '₹11,999', addons: '₹299', total: '₹12,298' });
    await user.click(screen.getByRole('checkbox', { name: /Neon Sign/ }));
    expect(figures()).toEqual({ base: '₹11,999', addons: '₹1,849', total: '₹13,848' });
    await user.click(uv);
    expect(figures()).toEqual({ base: '₹11,999', addons: '₹1,550', total: '₹13,549' });
  });

  it('sums every add-on of every theme to the catalog total when all are ticked', async () => {
    // Every theme page the catalog defines (the build's page index, not a list written here).
    const pages = await Promise.all(Object.keys(pageIndex).map((slug) => loadCatalogPage(slug)));
    const themes = [...new Map(pages.flatMap((page) => (page?.kind === 'theme' ? [[page.theme.id, page.theme] as const] : []))).values()];
    expect(themes.length).toBeGreaterThan(40);
    for (const theme of themes) {
      const { unmount } = renderApp(theme.route);
      const group = await screen.findByRole('group', { name: 'Add-ons' });
      for (const addon of theme.addons)
        fireEvent.click(within(group).getByRole('checkbox', { name: new RegExp(addon.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }));
      const all = theme.addons.reduce((sum, addon) => sum + addon.price, 0);
      expect(figures(), theme.id).toEqual({ base: inr(theme.basePrice), addons: inr(all), total: inr(theme.basePrice + all) });
      unmount();
    }
  }, 60_000);

  it('puts the configured box in the cart and into a new server checkout, then opens /customize on Customize & Proceed', async () => {
    const api = checkoutServer(null);
    const user = userEvent.setup();
    const { router } = renderApp('/superhero');
    await user.click(await screen.findByRole('checkbox', { name: /Neon Sign/ }));
    await user.click(screen.getByRole('button', { name: 'Customize & Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    const [line] = useCartStore.getState().lines;
    expect(line).toMatchObject({ themeId: 'superhero', themeName: 'Superheroes', basePrice: 14999, quantity: 1 });
    expect(line?.addons).toEqual([{ key: 'neonSign', label: 'Neon Sign', price: 1550 }]);
    expect(api.posts()[0]).toMatchObject({ url: '/api/checkouts', body: { lines: [{ themeId: 'superhero', addons: ['neonSign'], quantity: 1 }], extras: [] } });
    expect(useCheckoutIdStore.getState().id).toBe(checkoutId);
  });

  it('stays on the page and says so when the checkout cannot be started', async () => {
    stubFetch(unavailable);
    const user = userEvent.setup();
    const { router } = renderApp('/superhero');
    await user.click(await screen.findByRole('button', { name: 'Customize & Proceed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't start your checkout. We could not save this right now.");
    expect(router.state.location.pathname).toBe('/superhero');
  });

  it('keeps the ticks of a theme for the tab: they come back after a reload, only for that theme', async () => {
    const user = userEvent.setup();
    const first = renderApp('/glow');
    await user.click(await screen.findByRole('checkbox', { name: /UV Lights/ }));
    await user.click(screen.getByRole('checkbox', { name: /Neon Sign/ }));
    first.unmount();
    renderApp('/glow');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /UV Lights/ })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: /Neon Sign/ })).toBeChecked();
    expect(figures()).toEqual({ base: '₹11,999', addons: '₹1,849', total: '₹13,848' });
    cleanup();
    renderApp('/superhero');
    const boxes = within(await screen.findByRole('group', { name: 'Add-ons' })).getAllByRole('checkbox');
    for (const box of boxes) expect(box).not.toBeChecked();
  });

  it('edits the box it put in the cart: back from /customize, other add-ons, proceed again changes that line, never adds one', async () => {
    const api = checkoutServer(null);
    const user = userEvent.setup();
    const { router } = renderApp('/diwali');
    await user.click(await screen.findByRole('checkbox', { name: /Clay Diya Set/ }));
    await user.click(screen.getByRole('button', { name: 'Customize & Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    const [first] = useCartStore.getState().lines;

    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('checkbox', { name: /Rangoli Kit/ }));
    await user.click(screen.getByRole('button', { name: 'Customize & Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    expect(useCartStore.getState().lines).toEqual([expect.objectContaining({ id: first!.id, themeId: 'diwali', quantity: 1 })]);
    expect(useCartStore.getState().lines[0]!.addons.map((addon) => addon.key)).toEqual(['diyas', 'rangoli']);
    expect(screen.queryByText(/already in your cart/)).toBeNull();

    // Proceeding again unchanged keeps the one line, quietly.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Rangoli Kit/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Customize & Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(screen.queryByText(/already in your cart/)).toBeNull();
    // One checkout: made with the first box, then its one line replaced by the edited box each time.
    expect(api.posts().filter((request) => request.url === '/api/checkouts')).toHaveLength(1);
    expect(api.patches().map((request) => (request.body as { lines: unknown[] }).lines)).toEqual([
      [{ themeId: 'diwali', addons: ['diyas', 'rangoli'], quantity: 1 }],
      [{ themeId: 'diwali', addons: ['diyas', 'rangoli'], quantity: 1 }],
    ]);
  });

  it('does not add the same box twice when it is not editing one (another tab): keeps one line and says so', async () => {
    checkoutServer(null);
    const user = userEvent.setup();
    const { router } = renderApp('/diwali');
    await user.click(await screen.findByRole('checkbox', { name: /Clay Diya Set/ }));
    await user.click(screen.getByRole('button', { name: 'Customize & Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    sessionStorage.removeItem('partybox:line:diwali');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Clay Diya Set/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Customize & Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(await screen.findByText(/^Diwali with these add-ons is already in your cart, so we did not add a second box\./)).toBeInTheDocument();

    // Not editing, a different choice of add-ons is a different box: a second line.
    sessionStorage.removeItem('partybox:line:diwali');
    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('checkbox', { name: /Rangoli Kit/ }));
    await user.click(screen.getByRole('button', { name: 'Customize & Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    expect(useCartStore.getState().lines.map((line) => line.addons.map((addon) => addon.key))).toEqual([['diyas'], ['diyas', 'rangoli']]);
  });

  it('adds to and removes from the wishlist, saying which it did', async () => {
    const user = userEvent.setup();
    renderApp('/unicorn');
    const button = await screen.findByRole('button', { name: 'Add to Wishlist' });
    await user.click(button);
    expect(useWishlistStore.getState().items.map((item) => item.themeId)).toEqual(['unicorn']);
    expect(button).toHaveAccessibleName('Saved to Wishlist');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(useWishlistStore.getState().items).toEqual([]);
  });

  it('goes one step back with Go Back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/birthdaytheme');
    await user.click(await screen.findByRole('link', { name: 'Superheroes' }));
    await screen.findByRole('button', { name: 'Go Back' });
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/birthdaytheme'));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import pageIndex from 'virtual:catalog/page-index';
import { useCartStore } from '../../../stores/cart-store';
import { useWishlistStore } from '../../../stores/wishlist-store';
import { loadCatalogPage } from '../../../lib/catalog-page';
import { renderApp } from '../../../testing/render-app';

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
    expect(within(inside).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Decor', 'Balloons & Streamers', 'Tableware', 'Game Props', 'Party Props', 'Return Gifts', 'Cake Essentials', 'Digital Invitations', 'Thank You Cards',
    ]);
    const boxes = within(screen.getByRole('group', { name: 'Add-ons' })).getAllByRole('checkbox');
    expect(boxes).toHaveLength(10);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(figures()).toEqual({ base: '₹14,999', addons: '₹0', total: '₹14,999' });
  });

  it('updates Add-ons and Total on every toggle, charging the charged price while the label shows its own', async () => {
    const user = userEvent.setup();
    renderApp('/glow');
    const uv = await screen.findByRole('checkbox', { name: /UV Lights/ });
    expect(uv.closest('label')).toHaveTextContent('+₹1,299');
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
      for (const addon of theme.addons) fireEvent.click(within(group).getByRole('checkbox', { name: new RegExp(addon.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }));
      const all = theme.addons.reduce((sum, addon) => sum + addon.price, 0);
      expect(figures(), theme.id).toEqual({ base: inr(theme.basePrice), addons: inr(all), total: inr(theme.basePrice + all) });
      unmount();
    }
  }, 60_000);

  it('puts the configured box in the cart and opens /customize on Customize & Proceed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/superhero');
    await user.click(await screen.findByRole('checkbox', { name: /Neon Sign/ }));
    await user.click(screen.getByRole('button', { name: 'Customize & Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    const [line] = useCartStore.getState().lines;
    expect(line).toMatchObject({ themeId: 'superhero', themeName: 'Superheroes', basePrice: 14999, quantity: 1 });
    expect(line?.addons).toEqual([{ key: 'neonSign', label: 'Neon Sign', price: 1550 }]);
    useCartStore.getState().clear();
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

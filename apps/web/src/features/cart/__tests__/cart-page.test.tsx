import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { checkoutId, checkoutServer, checkoutView } from '../../../testing/checkout-server';
import { renderApp } from '../../../testing/render-app';
import { resetStores } from '../../../testing/render-route';

const image = { src: 'themes/superhero.svg', alt: 'hero' };

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  resetStores();
  const { addBox } = useCartStore.getState();
  addBox({
    themeId: 'superhero',
    themeName: 'Superheroes',
    route: '/superhero',
    image,
    basePrice: 14999,
    addons: [{ key: 'neonSign', label: 'Neon Sign', price: 1550 }],
  });
  addBox({ themeId: 'retro', themeName: 'Retro Vibes', route: '/retro', image, basePrice: 1999, addons: [] });
});

const summary = () => [
  screen.getByTestId('cart-subtotal').textContent,
  screen.getByTestId('cart-shipping').textContent,
  screen.getByTestId('cart-total').textContent,
];

describe('the cart', () => {
  it('lists each line with its base box and every add-on at its charged price, adding up to the summary with shipping 199', async () => {
    renderApp('/cart');
    const lines = await screen.findByRole('list', { name: 'Boxes in your cart' });
    const [superhero, retro] = within(lines).getAllByRole('listitem');
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    const prices = (line: HTMLElement) =>
      [...line.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(prices(superhero!)).toEqual([
      ['Base box', '₹14,999'],
      ['Neon Sign', '+₹1,550'],
      ['Per box', '₹16,549'],
    ]);
    expect(prices(retro!)).toEqual([
      ['Base box', '₹1,999'],
      ['Per box', '₹1,999'],
    ]);
    expect(within(retro!).getByText('No add-ons')).toBeInTheDocument();
    expect(screen.getAllByTestId('cart-line-total').map((total) => total.textContent)).toEqual(['1 × ₹16,549 = ₹16,549', '1 × ₹1,999 = ₹1,999']);
    expect(summary()).toEqual(['₹18,548', '₹199', '₹18,747']);
  });

  it('changes quantities, never below 1, and updates every figure', async () => {
    const user = userEvent.setup();
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'One more Retro Vibes' }));
    expect(summary()).toEqual(['₹20,547', '₹199', '₹20,746']);
    const fewer = screen.getByRole('button', { name: 'One fewer Retro Vibes' });
    await user.click(fewer);
    expect(fewer).toBeDisabled();
    const quantity = screen.getAllByRole('spinbutton', { name: 'Quantity' })[0]!;
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(useCartStore.getState().lines[0]?.quantity).toBe(3);
    expect(summary()).toEqual(['₹51,646', '₹199', '₹51,845']);
  });

  it('keeps a quantity above 20 as typed and says so, never changing it to another number; the cart keeps the last good one', async () => {
    const api = checkoutServer(checkoutView());
    const user = userEvent.setup();
    const { router } = renderApp('/cart');
    const quantity = (await screen.findAllByRole('spinbutton', { name: 'Quantity' }))[0]!;
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.tab();
    expect(quantity).toHaveValue(25);
    expect(quantity).toHaveAccessibleDescription('At most 20 of one box; call us for more');
    expect(quantity).toBeInvalid();
    expect(useCartStore.getState().lines[0]?.quantity).toBe(2);
    expect(summary()).toEqual(['₹35,097', '₹199', '₹35,296']);

    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(quantity).toHaveFocus();
    expect(router.state.location.pathname).toBe('/cart');
    expect(api.patches()).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(quantity).toHaveAccessibleDescription('At least 1 box; use Remove to take it out of the cart');

    await user.clear(quantity);
    await user.type(quantity, '20');
    expect(quantity).toBeValid();
    expect(screen.queryByText(/At most 20/)).not.toBeInTheDocument();
    expect(useCartStore.getState().lines[0]?.quantity).toBe(20);
  });

  it('removes a line and shows the empty cart with no shipping when the last goes', async () => {
    const user = userEvent.setup();
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Remove Superheroes from the cart' }));
    expect(summary()).toEqual(['₹1,999', '₹199', '₹2,198']);
    await user.click(screen.getByRole('button', { name: 'Remove Retro Vibes from the cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('continues the same checkout on Proceed to Checkout, with the cart as its lines', async () => {
    const api = checkoutServer(checkoutView());
    const user = userEvent.setup();
    const { router } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    expect(api.posts()).toHaveLength(0);
    expect(api.patches()[0]).toMatchObject({
      url: `/api/checkouts/${checkoutId}`,
      body: {
        version: 1,
        lines: [
          { themeId: 'superhero', addons: ['neonSign'], quantity: 1 },
          { themeId: 'retro', addons: [], quantity: 1 },
        ],
        extras: [],
      },
    });
    expect(useCheckoutIdStore.getState().id).toBe(checkoutId);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../stores/cart-store';
import { checkoutServer } from '../../../testing/checkout-server';
import { renderApp } from '../../../testing/render-app';
import { resetStores } from '../../../testing/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
  resetStores();
});

describe('the add-on page', () => {
  it('with an empty cart says to choose a box first, links to the boxes, and lets nothing be ticked or kept', async () => {
    renderApp('/addon');
    expect(await screen.findByText('Add-ons are delivered with a party box, and your cart is empty.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Choose a (party )?box/ }).map((link) => link.getAttribute('href'))).toEqual(['/ocassion', '/ocassion']);
    const boxes = within(screen.getByRole('group', { name: 'Choose add-ons' })).getAllByRole('checkbox');
    for (const box of boxes) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Proceed to Summary' })).toBeNull();
    expect(useCartStore.getState().extras).toEqual([]);
  });

  it('with a box in the cart puts the chosen extras into the checkout with the boxes and goes on to /delivery', async () => {
    const api = checkoutServer(null);
    useCartStore.getState().addBox({
      themeId: 'superhero',
      themeName: 'Superheroes',
      route: '/superhero',
      image: { src: 'themes/superhero.svg', alt: '' },
      basePrice: 14999,
      addons: [],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/addon');
    await user.click(await screen.findByRole('checkbox', { name: /Extra Balloons/ }));
    expect(screen.queryByText(/your cart is empty/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Proceed to Summary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery'));
    expect(useCartStore.getState().extras).toEqual(['extraBalloons']);
    expect(api.posts()[0]!.body).toEqual({ lines: [{ themeId: 'superhero', addons: [], quantity: 1 }], extras: ['extraBalloons'] });
  });
});

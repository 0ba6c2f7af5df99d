import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { renderApp } from '../../../testing/render-app';
import { resetStores } from '../../../testing/render-route';

afterEach(resetStores);

describe('the add-on page', () => {
  it('with an empty cart says to choose a box first, links to the boxes, and lets nothing be ticked or kept', async () => {
    renderApp('/addon');
    expect(await screen.findByText('Add-ons are delivered with a party box, and your cart is empty.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Choose a (party )?box/ }).map((link) => link.getAttribute('href'))).toEqual(['/ocassion', '/ocassion']);
    const boxes = within(screen.getByRole('group', { name: 'Choose add-ons' })).getAllByRole('checkbox');
    for (const box of boxes) expect(box).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Proceed to Summary' })).toBeNull();
    expect(useCheckoutStore.getState().extras).toEqual([]);
  });

  it('with a box in the cart keeps the chosen extras for the order and goes on to /delivery', async () => {
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
    expect(useCheckoutStore.getState().extras).toEqual(['extraBalloons']);
  });
});

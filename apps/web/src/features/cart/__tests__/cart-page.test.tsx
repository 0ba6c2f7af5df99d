import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { renderApp } from '../../../testing/render-app';

const image = { src: 'themes/superhero.svg', alt: 'hero' };

beforeEach(() => {
  useCartStore.setState({ lines: [] });
  const { addBox } = useCartStore.getState();
  addBox({ themeId: 'superhero', themeName: 'Superheroes', route: '/superhero', image, basePrice: 14999, addons: [{ key: 'neonSign', label: 'Neon Sign', price: 1550 }] });
  addBox({ themeId: 'retro', themeName: 'Retro Vibes', route: '/retro', image, basePrice: 1999, addons: [] });
});

const summary = () => [screen.getByTestId('cart-subtotal').textContent, screen.getByTestId('cart-shipping').textContent, screen.getByTestId('cart-total').textContent];

describe('the cart', () => {
  it('lists the real lines with their add-ons and the order summary with shipping 199', async () => {
    renderApp('/cart');
    const lines = await screen.findByRole('list', { name: 'Boxes in your cart' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Add-ons: Neon Sign')).toBeInTheDocument();
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
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(useCartStore.getState().lines[0]?.quantity).toBe(3);
    expect(quantity).toHaveValue(3);
  });

  it('removes a line and shows the empty cart with no shipping when the last goes', async () => {
    const user = userEvent.setup();
    renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Remove Superheroes from the cart' }));
    expect(summary()).toEqual(['₹1,999', '₹199', '₹2,198']);
    await user.click(screen.getByRole('button', { name: 'Remove Retro Vibes from the cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('continues the same checkout on Proceed to Checkout', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/cart');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize'));
    expect(useCheckoutStore.getState().themeId).toBe('superhero');
  });
});

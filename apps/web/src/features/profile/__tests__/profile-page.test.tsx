import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as profileRoute from '../../../app/routes/profile';
import { formatDate } from '../../../lib/format';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { useProfileStore } from '../../../stores/profile-store';
import { useWishlistStore } from '../../../stores/wishlist-store';
import { renderRoute, resetStores } from '../../../testing/render-route';
import { stubFetch } from '../../../testing/stub-fetch';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

function renderProfile() {
  return renderRoute(profileRoute, { path: '/profile' });
}

const information = () => screen.getByRole('region', { name: 'Information' });

describe('/profile', () => {
  it('shows the defaults for an unknown customer, and no made-up orders', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Guest' })).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Information' })).toHaveTextContent('EmailNot Provided');
    expect(information()).toHaveTextContent('PhoneN/A');
    expect(information()).toHaveTextContent('Member SinceUnknown');
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(orders).toHaveTextContent('No orders yet.');
    expect(within(orders).getByRole('link', { name: 'Shop party boxes' })).toHaveAttribute('href', '/ocassion');
    expect(screen.getByRole('region', { name: 'Wishlist' })).toHaveTextContent('Your wishlist is empty.');
  });

  it('shows the remembered customer with a +91 phone and the Edit link', async () => {
    useProfileStore.setState({ customer: { name: 'Asha Mehta', phone: '9820098200', email: 'asha@example.com', createdAt: '2025-07-09T06:30:00.000Z' } });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Mehta' })).toBeInTheDocument();
    expect(information()).toHaveTextContent('asha@example.com');
    expect(information()).toHaveTextContent('+91 98200 98200');
    expect(information()).toHaveTextContent(formatDate('2025-07-09T06:30:00.000Z'));
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-profile');
  });

  it('shows the last order from the API', async () => {
    useCheckoutIdStore.getState().complete('checkout-9', { id: 'o-9', orderNumber: 'PB-250709-QWE456', accessToken: 't'.repeat(43) });
    const api = stubFetch({
      status: 200,
      body: {
        id: 'o-9',
        orderNumber: 'PB-250709-QWE456',
        status: 'placed',
        paymentMethod: 'cod',
        lines: [{ themeId: 'diwali', themeName: 'Diwali', addons: [], quantity: 2, unitPrice: 7999, lineTotal: 15998 }],
        extras: [],
        subtotal: 15998,
        shipping: 199,
        total: 16197,
        createdAt: '2025-07-09T10:00:00.000Z',
      },
    });
    renderProfile();
    const orders = await screen.findByRole('region', { name: 'Orders' });
    expect(await within(orders).findByText('PB-250709-QWE456')).toBeInTheDocument();
    expect(orders).toHaveTextContent('2 boxes · ₹16,197');
    expect(orders).toHaveTextContent('Diwali');
    expect(api.sent[0]!.url).toBe('/api/orders/o-9');
  });

  it("signed in, links to My orders, the one list of the account's orders, instead of listing them here", async () => {
    // The marker cookie the API sets beside the HttpOnly session cookies.
    document.cookie = 'pb_session=1';
    const api = stubFetch({
      status: 200,
      body: { signedIn: true, customer: { name: 'Asha Mehta', phone: '9820098200', email: '', memberSince: '2024-03-15T09:00:00.000Z' } },
    });
    try {
      renderProfile();
      const orders = await screen.findByRole('region', { name: 'Your orders' });
      expect(within(orders).getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/orders');
      expect(information()).toHaveTextContent(`Member Since${formatDate('2024-03-15T09:00:00.000Z')}`);
      expect(api.sent.map((request) => request.url)).not.toContain('/api/account/orders');
    } finally {
      document.cookie = 'pb_session=; max-age=0';
    }
  });

  it('lists the wishlist with links and removes a theme', async () => {
    useWishlistStore.setState({
      items: [
        { themeId: 'unicorn', name: 'Unicorn Magic', route: '/unicorn', image: { src: '', alt: '' }, basePrice: 14999 },
        { themeId: 'holi', name: 'Holi', route: '/holi', image: { src: '', alt: '' }, basePrice: 4999 },
      ],
    });
    const { user } = renderProfile();
    const wishlist = await screen.findByRole('region', { name: 'Wishlist' });
    expect(within(wishlist).getByRole('link', { name: 'Unicorn Magic' })).toHaveAttribute('href', '/unicorn');
    await user.click(within(wishlist).getByRole('button', { name: 'Remove Unicorn Magic from wishlist' }));
    expect(within(wishlist).queryByRole('link', { name: 'Unicorn Magic' })).not.toBeInTheDocument();
    expect(useWishlistStore.getState().items.map((item) => item.themeId)).toEqual(['holi']);
  });

  it('previews a chosen photo without uploading it', async () => {
    // jsdom has no object URLs; stand-ins for the browser's, removed again below.
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo-preview'), revokeObjectURL });
    const api = stubFetch({ status: 500 });
    const { user, unmount } = renderProfile();
    const input = screen.getByLabelText('Change photo (preview only, not uploaded)');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'Photo preview for Guest' })).toHaveAttribute('src', 'blob:photo-preview');
    expect(api.sent).toHaveLength(0);
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-preview');
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});

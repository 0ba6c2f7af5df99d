import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as deliveryRoute from '../../../app/routes/delivery';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { checkoutId, checkoutServer, checkoutView } from '../../../testing/checkout-server';
import { fieldLabel } from '../../../testing/field-label';
import { findNavigatedPath, renderRoute, resetStores } from '../../../testing/render-route';
import { unavailable } from '../../../testing/stub-fetch';

const savedDelivery = {
  id: 'delivery-record-0001',
  fullName: 'Asha Mehta',
  phone: '9820098200',
  addressLine1: '12 Sea View, Carter Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  country: 'India' as const,
  deliveryDate: '2026-12-02',
  deliverySlot: 'midday',
};

beforeEach(() => {
  resetStores();
  useCartStore
    .getState()
    .addBox({ themeId: 'space', themeName: 'Space Adventure', route: '/space', image: { src: '', alt: '' }, basePrice: 14999, addons: [] });
});
afterEach(() => vi.unstubAllGlobals());

function renderDelivery() {
  return renderRoute(deliveryRoute, { path: '/delivery' });
}

type User = ReturnType<typeof renderDelivery>['user'];

async function fillIn(user: User) {
  await user.type(await screen.findByLabelText(fieldLabel('Full name')), 'Asha Mehta');
  await user.type(screen.getByLabelText(fieldLabel('Phone')), '9820098200');
  await user.type(screen.getByLabelText(fieldLabel('Address line 1')), '12 Sea View, Carter Road');
  await user.type(screen.getByLabelText(fieldLabel('PIN code')), '400050');
  await user.click(await screen.findByRole('button', { name: 'Wed 2 Dec' }));
  await user.click(screen.getByRole('radio', { name: '12-3 pm' }));
}

describe('/delivery', () => {
  it('says the cart is empty, with a link to shop, instead of the form', async () => {
    useCartStore.getState().clear();
    renderDelivery();
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop party boxes' })).toHaveAttribute('href', '/ocassion');
    expect(screen.queryByLabelText(fieldLabel('Full name'))).not.toBeInTheDocument();
  });

  it('starts with Mumbai, Maharashtra and India (read-only)', async () => {
    checkoutServer();
    renderDelivery();
    expect(await screen.findByLabelText(fieldLabel('City'))).toHaveValue('Mumbai');
    expect(screen.getByLabelText(fieldLabel('State'))).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('Country')).toHaveAttribute('readonly');
  });

  it("says under the country that the shop delivers in Mumbai only (the catalog's words)", async () => {
    checkoutServer();
    renderDelivery();
    expect(await screen.findByLabelText('Country')).toHaveAccessibleDescription('We deliver in Mumbai only.');
  });

  it('prefills a signed-in customer’s name and phone from the checkout', async () => {
    checkoutServer(checkoutView({ prefill: { name: 'Ravi Shah', phone: '9876543210', email: 'ravi@example.com' } }));
    renderDelivery();
    expect(await screen.findByLabelText(fieldLabel('Full name'))).toHaveValue('Ravi Shah');
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveValue('9876543210');
    expect(screen.getByLabelText(fieldLabel('Email'))).toHaveValue('ravi@example.com');
  });

  it('checks the PIN code against the delivery area as typed', async () => {
    checkoutServer();
    const { user } = renderDelivery();
    const pincode = await screen.findByLabelText(fieldLabel('PIN code'));
    await fillIn(user);
    await user.clear(pincode);
    await user.type(pincode, '110001');
    await user.tab();
    expect(screen.getByText('We deliver only within Mumbai (PIN codes 400001–400107)')).toBeInTheDocument();
  });

  it('moves focus to the first problem on submit', async () => {
    checkoutServer();
    const { user } = renderDelivery();
    await user.type(await screen.findByLabelText(fieldLabel('Full name')), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveFocus();
  });

  it('tells the customer when the save fails, keeps everything, and retries with the same key', async () => {
    const api = checkoutServer(checkoutView(), { faults: [{ status: 200, body: checkoutView() }, unavailable] });
    const { user } = renderDelivery();
    await fillIn(user);
    await user.type(screen.getByLabelText(fieldLabel('Address line 2')), 'Bandra West');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't save your delivery details. Please try again.");
    expect(alert).toHaveTextContent('trying again never saves twice');
    expect(screen.getByLabelText(fieldLabel('Full name'))).toHaveValue('Asha Mehta');
    expect(screen.getByLabelText(fieldLabel('Address line 2'))).toHaveValue('Bandra West');
    expect(screen.getByLabelText(fieldLabel('PIN code'))).toHaveValue('400050');

    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await findNavigatedPath()).toBe('/payment');
    const [failed, retried] = api.patches();
    expect(retried!.headers['idempotency-key']).toBe(failed!.headers['idempotency-key']);
    expect(retried!.url).toBe(`/api/checkouts/${checkoutId}`);
    expect(retried!.body).toEqual({
      version: 1,
      delivery: {
        fullName: 'Asha Mehta',
        phone: '9820098200',
        addressLine1: '12 Sea View, Carter Road',
        addressLine2: 'Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        country: 'India',
        deliveryDate: '2026-12-02',
        deliverySlot: 'midday',
      },
    });
  });

  it('greys out the days that cannot be made, says why, and offers only the free slots of the chosen day', async () => {
    checkoutServer();
    const { user } = renderDelivery();
    const full = await screen.findByRole('button', { name: 'Thu 3 Dec, not available: Fully booked' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Fri 4 Dec, not available: Fully booked for Diwali' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Fri 4 Dec: Fully booked for Diwali');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sat 5 Dec' }));
    expect(screen.getByRole('button', { name: 'Sat 5 Dec' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: '12-3 pm' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '3-6 pm (fully booked)' })).toBeDisabled();
  });

  it('moves between days with the arrow keys and chooses with Enter', async () => {
    checkoutServer();
    const { user } = renderDelivery();
    const first = await screen.findByRole('button', { name: 'Tue 1 Dec' });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Wed 2 Dec' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Wed 2 Dec' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Delivery time on Wed 2 Dec' })).toBeInTheDocument();
  });

  it('needs a delivery date and slot before moving on', async () => {
    const api = checkoutServer();
    const { user } = renderDelivery();
    await user.type(await screen.findByLabelText(fieldLabel('Full name')), 'Asha Mehta');
    await user.type(screen.getByLabelText(fieldLabel('Phone')), '9820098200');
    await user.type(screen.getByLabelText(fieldLabel('Address line 1')), '12 Sea View, Carter Road');
    await user.type(screen.getByLabelText(fieldLabel('PIN code')), '400050');
    await screen.findByRole('button', { name: 'Tue 1 Dec' });
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByText('Choose a delivery date on the calendar')).toBeInTheDocument();
    expect(api.patches()).toHaveLength(0);
  });

  it('shows the field the API refused beside it', async () => {
    const refused = {
      status: 400,
      body: {
        error: 'validation_failed',
        message: 'Check the delivery details.',
        fields: [{ field: 'delivery.pincode', message: 'We do not deliver to 400050 just now' }],
      },
    };
    checkoutServer(checkoutView(), { faults: [{ status: 200, body: checkoutView() }, refused] });
    const { user } = renderDelivery();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('We do not deliver to 400050 just now')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('PIN code'))).toHaveFocus();
  });

  it('shows the saved delivery after a reload, says until when its place is held, and moves on without saving it again', async () => {
    const deliveryHold = { date: '2026-12-02', slotId: 'midday', label: '12-3 pm', until: '2030-01-08T09:12:00.000Z', token: 'a'.repeat(64) };
    const api = checkoutServer(checkoutView({ delivery: savedDelivery, deliveryHold }));
    const { user } = renderDelivery();
    expect(await screen.findByLabelText(fieldLabel('Address line 1'))).toHaveValue('12 Sea View, Carter Road');
    expect(screen.getByLabelText(fieldLabel('PIN code'))).toHaveValue('400050');
    expect(screen.getByText("We're holding Wed 2 Dec, 12-3 pm for you until 2:42 pm.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await findNavigatedPath()).toBe('/payment');
    expect(api.patches()).toHaveLength(0);
  });

  it('says when the hold on the saved place ended, and saves the step again to hold it again', async () => {
    const deliveryHold = { date: '2026-12-02', slotId: 'midday', label: '12-3 pm', until: '2020-01-08T09:12:00.000Z', token: 'a'.repeat(64) };
    const api = checkoutServer(checkoutView({ delivery: savedDelivery, deliveryHold }));
    const { user } = renderDelivery();
    expect(await screen.findByText('Your hold on Wed 2 Dec, 12-3 pm ended at 2:42 pm. Continue to hold it again if it is still free.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await findNavigatedPath()).toBe('/payment');
    expect(api.patches()).toHaveLength(1);
    expect(api.patches()[0]!.body).toMatchObject({ delivery: { deliveryDate: '2026-12-02', deliverySlot: 'midday' } });
  });

  it('starts a new checkout from the cart when the one kept has expired', async () => {
    const expired = { status: 410, body: { error: 'checkout_expired', message: 'This checkout has expired.' } };
    useCheckoutIdStore.setState({ id: 'expired-checkout-id' });
    const api = checkoutServer(checkoutView(), { remembered: false, faults: [expired] });
    renderDelivery();
    expect(await screen.findByLabelText(fieldLabel('Full name'))).toBeInTheDocument();
    expect(api.posts()[0]!.body).toEqual({ lines: [{ themeId: 'space', addons: [], quantity: 1 }], extras: [] });
    expect(useCheckoutIdStore.getState().id).toBe(checkoutId);
  });
});

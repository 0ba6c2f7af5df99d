import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as deliveryRoute from '../../../app/routes/delivery';
import { useCartStore } from '../../../stores/cart-store';
import { useDeliveryStore } from '../stores/delivery-store';
import { fieldLabel } from '../../../testing/field-label';
import { findNavigatedPath, renderRoute, resetStores } from '../../../testing/render-route';
import { created, stubFetch, unavailable } from '../../../testing/stub-fetch';

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
    renderDelivery();
    expect(await screen.findByLabelText(fieldLabel('City'))).toHaveValue('Mumbai');
    expect(screen.getByLabelText(fieldLabel('State'))).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('Country')).toHaveAttribute('readonly');
  });

  it('checks the PIN code against the delivery area as typed', async () => {
    const { user } = renderDelivery();
    const pincode = await screen.findByLabelText(fieldLabel('PIN code'));
    await fillIn(user);
    await user.clear(pincode);
    await user.type(pincode, '110001');
    await user.tab();
    expect(screen.getByText('We deliver only within Mumbai (PIN codes 400001–400107)')).toBeInTheDocument();
  });

  it('moves focus to the first problem on submit', async () => {
    const { user } = renderDelivery();
    await user.type(await screen.findByLabelText(fieldLabel('Full name')), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveFocus();
  });

  it('tells the customer when the save fails, keeps everything, and retries with the same key', async () => {
    const api = stubFetch(unavailable, created({ id: 'd1-0000000000000000' }));
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
    expect(api.sent[1]!.headers['idempotency-key']).toBe(api.sent[0]!.headers['idempotency-key']);
    expect(api.sent[1]!.body).toEqual({
      fullName: 'Asha Mehta',
      phone: '9820098200',
      addressLine1: '12 Sea View, Carter Road',
      addressLine2: 'Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
      country: 'India',
    });
    expect(useDeliveryStore.getState().savedId).toBe('d1-0000000000000000');
  });

  it('keeps the draft across a reload', async () => {
    const first = renderDelivery();
    await first.user.type(await screen.findByLabelText(fieldLabel('Address line 1')), '12 Sea View');
    first.unmount();
    renderDelivery();
    await waitFor(() => expect(screen.getByLabelText(fieldLabel('Address line 1'))).toHaveValue('12 Sea View'));
  });
});

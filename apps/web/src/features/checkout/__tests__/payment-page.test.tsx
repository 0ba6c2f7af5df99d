import { paymentMethods } from '@partybox/contracts';
import { screen, within } from '@testing-library/react';
import payment from 'virtual:catalog/payment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as paymentRoute from '../../../app/routes/payment';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { findNavigatedPath, renderRoute, resetStores } from '../../../testing/render-route';
import { created, stubFetch, unavailable } from '../../../testing/stub-fetch';
import { useDeliveryStore } from '../stores/delivery-store';
import { usePaymentStore } from '../stores/payment-store';

const deliveryId = 'a1b2c3d4-delivery-0001';
const placedOrder = {
  id: 'o-1',
  orderNumber: 'PB-250709-ABC123',
  status: 'placed',
  paymentMethod: 'netbanking',
  paymentStatus: 'awaiting-payment',
  lines: [],
  extras: [],
  subtotal: 15398,
  shipping: 199,
  total: 15597,
  createdAt: '2025-07-09T10:00:00.000Z',
};
const placeButton = 'Place order · ₹15,597';

beforeEach(() => {
  resetStores();
  useCartStore.getState().addBox({
    themeId: 'superhero',
    themeName: 'Superheroes',
    route: '/superhero',
    image: { src: '', alt: '' },
    basePrice: 14999,
    addons: [{ key: 'cupcakeToppers', label: 'Cupcake toppers', price: 399 }],
  });
  useDeliveryStore.getState().setSaved(deliveryId, 'fingerprint');
});
afterEach(() => vi.unstubAllGlobals());

function renderPayment() {
  return renderRoute(paymentRoute, { path: '/payment' });
}

describe('/payment', () => {
  it('asks for the delivery details first when they are not saved', async () => {
    useDeliveryStore.getState().finish();
    renderPayment();
    expect(await screen.findByRole('link', { name: 'Enter delivery details' })).toHaveAttribute('href', '/delivery');
    expect(screen.queryByRole('button', { name: /^Place order/ })).not.toBeInTheDocument();
  });

  it('itemises the box and each add-on at its charged price, then shipping and total', async () => {
    renderPayment();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const parts = within(summary).getByRole('list', { name: 'Superheroes: what the price is made of' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Party box₹14,999', 'Cupcake toppers+₹399']);
    expect(summary).toHaveTextContent('Superheroes × 1₹15,398');
    expect(summary).toHaveTextContent('Subtotal₹15,398Shipping₹199Total₹15,597');
  });

  it('adds the extras chosen on the add-on page to the summary, each with its price, and to the order, once', async () => {
    useCheckoutStore.getState().setExtras(['photoProps', 'retiredExtra', 'extraBalloons']);
    const api = stubFetch(created(placedOrder));
    const { user } = renderPayment();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const extras = within(summary).getByRole('list', { name: 'Extras: what the price is made of' });
    expect(
      within(extras)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Extra Balloons+₹199', 'Photo Booth Props+₹249']);
    expect(summary).toHaveTextContent('Extras₹448');
    expect(summary).toHaveTextContent('₹16,045');
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order · ₹16,045' }));
    expect(await findNavigatedPath()).toBe('/confirmation');
    expect(api.sent[0]!.body).toMatchObject({ extras: ['extraBalloons', 'photoProps'], paymentMethod: 'cod' });
    expect(useCheckoutStore.getState().extras).toEqual([]);
  });

  it('offers the five methods as radio choices, says how the chosen one is paid and asks for no card or UPI details', async () => {
    const { user } = renderPayment();
    const choices = await screen.findByRole('group', { name: 'How would you like to pay?' });
    const radios = within(choices).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...paymentMethods]);
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(paymentMethods.map((method) => payment.methods[method].label));
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveAccessibleDescription(payment.methods.card.howToPay);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByText(/card number|CVV/i, { selector: 'label' })).not.toBeInTheDocument();
    expect(screen.getByText(payment.notice)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    expect(usePaymentStore.getState().method).toBe('cod');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toHaveAccessibleDescription(payment.methods.cod.howToPay);
    expect(screen.getByText(/^Total to pay/)).toHaveTextContent('Total to pay ₹15,597');
    expect(screen.getByRole('button', { name: placeButton })).toBeInTheDocument();
  });

  it('places a card order with nothing but the method', async () => {
    const api = stubFetch(created({ ...placedOrder, paymentMethod: 'card' }));
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: placeButton }));
    expect(await findNavigatedPath()).toBe('/confirmation');
    expect(api.sent[0]!.body).toEqual({ lines: [{ themeId: 'superhero', addons: ['cupcakeToppers'], quantity: 1 }], deliveryId, paymentMethod: 'card' });
  });

  it("sends the checkout's secret id with the order, keeps the order's access token and forgets the checkout afterwards", async () => {
    const checkoutId = useCheckoutStore.getState().ensureCheckoutId();
    const api = stubFetch(created({ ...placedOrder, accessToken: 'a'.repeat(43) }));
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: placeButton }));
    expect(await findNavigatedPath()).toBe('/confirmation');
    expect(checkoutId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(api.sent[0]!.headers['checkout-id']).toBe(checkoutId);
    expect(useCheckoutStore.getState()).toMatchObject({ lastOrderToken: 'a'.repeat(43), checkoutId: undefined });
    expect(useCheckoutStore.getState().ensureCheckoutId()).not.toBe(checkoutId);
  });

  it('requires a bank for net banking and focuses the bank choice', async () => {
    const api = stubFetch(created(placedOrder));
    const { user } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'Net Banking' }));
    const banks = within(screen.getByRole('group', { name: /Your bank/ })).getAllByRole('radio');
    expect(banks.map((radio) => radio.getAttribute('value'))).toEqual(['HDFC Bank', 'ICICI Bank', 'Axis Bank', 'SBI', 'Kotak']);
    await user.click(screen.getByRole('button', { name: placeButton }));
    expect(screen.getByText('Choose your bank')).toBeInTheDocument();
    expect(banks[0]).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('shows the order already placed when a lost answer is followed by a switch of method, placing no second order', async () => {
    const keyReused = { status: 422, body: { error: 'idempotency_key_reused', message: 'We already received this form with different details.' } };
    // The API replays the first request's answer (with the token that reads the order) and refuses the changed one.
    const api = stubFetch('network-error', keyReused, (request) =>
      (request.body as { paymentMethod?: string }).paymentMethod === 'cod' ? created({ ...placedOrder, accessToken: 't'.repeat(43) }) : keyReused,
    );
    const { user } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: placeButton }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('radio', { name: 'UPI / GPay' }));
    await user.click(screen.getByRole('button', { name: placeButton }));

    expect(await findNavigatedPath()).toBe('/confirmation');
    const orderKey = api.sent[0]!.headers['idempotency-key'];
    // The first request is resent as it was, under its key: the order stands as first placed.
    expect(api.posts().map((post) => post.headers['idempotency-key'])).toEqual([orderKey, orderKey, orderKey]);
    expect(api.posts().map((post) => (post.body as { paymentMethod: string }).paymentMethod)).toEqual(['cod', 'upi', 'cod']);
    expect(useCartStore.getState().lines).toHaveLength(0);
    expect(useCheckoutStore.getState().lastOrderToken).toBe('t'.repeat(43));
  });

  it('keeps everything after a failed order and retries with the same key, even after switching method', async () => {
    const api = stubFetch(unavailable, created(placedOrder));
    const { user } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'Net Banking' }));
    await user.click(screen.getByRole('radio', { name: 'SBI' }));
    await user.click(screen.getByRole('button', { name: placeButton }));

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't place your order, and nothing was charged. Please try again.");
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'SBI' })).toBeChecked();
    const orderKey = usePaymentStore.getState().orderKey;
    expect(orderKey).toBe(api.sent[0]!.headers['idempotency-key']);

    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: placeButton }));
    expect(await findNavigatedPath()).toBe('/confirmation');
    expect(api.sent[1]!.headers['idempotency-key']).toBe(orderKey);
    expect(api.sent[0]!.body).toEqual({
      lines: [{ themeId: 'superhero', addons: ['cupcakeToppers'], quantity: 1 }],
      deliveryId,
      paymentMethod: 'netbanking',
      bank: 'SBI',
    });
    expect(api.sent[1]!.body).toMatchObject({ paymentMethod: 'cod' });
    expect(useCartStore.getState().lines).toHaveLength(0);
    expect(useCheckoutStore.getState().lastOrderId).toBe('o-1');
    expect(usePaymentStore.getState().orderKey).toBeUndefined();
    expect(useDeliveryStore.getState().savedId).toBeUndefined();
  });
});

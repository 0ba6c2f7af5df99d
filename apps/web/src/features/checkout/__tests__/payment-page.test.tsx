import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as paymentRoute from '../../../app/routes/payment';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { fieldLabel } from '../../../testing/field-label';
import { findNavigatedPath, renderRoute, resetStores } from '../../../testing/render-route';
import { created, stubFetch, unavailable } from '../../../testing/stub-fetch';

const deliveryId = 'a1b2c3d4-delivery-0001';
const placedOrder = {
  id: 'o-1',
  orderNumber: 'PB-250709-ABC123',
  status: 'received',
  paymentMethod: 'netbanking',
  lines: [],
  extras: [],
  subtotal: 15398,
  shipping: 199,
  total: 15597,
  createdAt: '2025-07-09T10:00:00.000Z',
};

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
  useCheckoutStore.getState().updateStep('delivery', { savedId: deliveryId });
});
afterEach(() => vi.unstubAllGlobals());

function renderPayment() {
  return renderRoute(paymentRoute, { path: '/payment' });
}

describe('/payment', () => {
  it('asks for the delivery details first when they are not saved', async () => {
    useCheckoutStore.getState().updateStep('delivery', { savedId: undefined });
    renderPayment();
    expect(await screen.findByRole('link', { name: 'Enter delivery details' })).toHaveAttribute('href', '/delivery');
    expect(screen.queryByRole('button', { name: 'Continue to Confirmation' })).not.toBeInTheDocument();
  });

  it('shows the order summary with shipping and total', async () => {
    renderPayment();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Superheroes × 1');
    expect(summary).toHaveTextContent('With Cupcake toppers');
    expect(summary).toHaveTextContent('₹15,398');
    expect(summary).toHaveTextContent('₹199');
    expect(summary).toHaveTextContent('₹15,597');
  });

  it('adds the extras chosen on the add-on page to the summary and the order, once', async () => {
    useCheckoutStore.getState().setExtras(['photoProps', 'retiredExtra', 'extraBalloons']);
    const api = stubFetch(created(placedOrder));
    const { user } = renderPayment();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Extras₹448Extra Balloons, Photo Booth Props');
    expect(summary).toHaveTextContent('₹16,045');
    await user.click(screen.getByRole('tab', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Confirmation' }));
    expect(await findNavigatedPath()).toBe('/confirmation');
    expect(api.sent[0]!.body).toMatchObject({ extras: ['extraBalloons', 'photoProps'], paymentMethod: 'cod' });
    expect(useCheckoutStore.getState().extras).toEqual([]);
  });

  it('moves between the payment tabs with the arrow keys, one selected at a time, and remembers the choice', async () => {
    const { user } = renderPayment();
    const card = await screen.findByRole('tab', { name: 'Card' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Card', 'Net Banking', 'UPI / GPay', 'QR Scanner', 'Cash on Delivery']);
    expect(card).toHaveAttribute('aria-selected', 'true');

    await user.click(card);
    await user.keyboard('{ArrowRight}');
    const netBanking = screen.getByRole('tab', { name: 'Net Banking' });
    expect(netBanking).toHaveFocus();
    expect(netBanking).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Net Banking');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cash on Delivery' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(card).toHaveFocus();
    await user.keyboard('{End}');
    expect(useCheckoutStore.getState().payment.method).toBe('cod');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pay ₹15,597 in cash or by UPI');
  });

  it('limits and checks the card number and CVV as typed', async () => {
    const { user } = renderPayment();
    const number = await screen.findByLabelText(fieldLabel('Card number'));
    expect(number).toHaveAttribute('maxlength', '16');
    expect(screen.getByLabelText(fieldLabel('CVV'))).toHaveAttribute('maxlength', '3');
    await user.type(number, '41111111111111119999');
    expect(number).toHaveValue('4111111111111111');
    await user.clear(number);
    await user.type(number, '411111');
    await user.tab();
    expect(screen.getByText('Enter the 16-digit card number')).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabel('CVV')), '12');
    await user.tab();
    expect(screen.getByText('Enter the 3-digit CVV from the back of the card')).toBeInTheDocument();
    expect(screen.getByText(/never sent to us or saved/)).toBeInTheDocument();
  });

  it('places a card order without sending or storing the card details', async () => {
    const api = stubFetch(created({ ...placedOrder, paymentMethod: 'card' }));
    const { user } = renderPayment();
    await user.type(await screen.findByLabelText(fieldLabel('Card number')), '4111111111111111');
    await user.type(screen.getByLabelText(fieldLabel('Name on card')), 'ASHA MEHTA');
    await user.type(screen.getByLabelText(fieldLabel('Expiry (MM/YY)')), '12/99');
    await user.type(screen.getByLabelText(fieldLabel('CVV')), '123');
    await user.click(screen.getByRole('button', { name: 'Continue to Confirmation' }));
    expect(await findNavigatedPath()).toBe('/confirmation');
    expect(api.sent[0]!.body).toEqual({ lines: [{ themeId: 'superhero', addons: ['cupcakeToppers'], quantity: 1 }], deliveryId, paymentMethod: 'card' });
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key)).join();
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('ASHA MEHTA');
  });

  it('does not place a card order while typed card details are wrong', async () => {
    const api = stubFetch(created(placedOrder));
    const { user } = renderPayment();
    await user.type(await screen.findByLabelText(fieldLabel('Card number')), '4111');
    await user.click(screen.getByRole('button', { name: 'Continue to Confirmation' }));
    expect(screen.getByLabelText(fieldLabel('Card number'))).toHaveFocus();
    expect(screen.getByText('Enter the 16-digit card number')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('requires a bank for net banking and focuses the bank choice', async () => {
    const api = stubFetch(created(placedOrder));
    const { user } = renderPayment();
    await user.click(await screen.findByRole('tab', { name: 'Net Banking' }));
    const banks = within(screen.getByRole('group', { name: /Your bank/ })).getAllByRole('radio');
    expect(banks.map((radio) => radio.getAttribute('value'))).toEqual(['HDFC Bank', 'ICICI Bank', 'Axis Bank', 'SBI', 'Kotak']);
    await user.click(screen.getByRole('button', { name: 'Continue to Confirmation' }));
    expect(screen.getByText('Choose your bank')).toBeInTheDocument();
    expect(banks[0]).toHaveFocus();
    expect(api.sent).toHaveLength(0);
  });

  it('checks a UPI ID’s form with Verify', async () => {
    const { user } = renderPayment();
    await user.click(await screen.findByRole('tab', { name: 'UPI / GPay' }));
    await user.type(screen.getByLabelText(fieldLabel('UPI ID')), 'asha');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(/Enter your UPI ID in the form name@bank/, { selector: '.upi-verdict' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabel('UPI ID')), '@okhdfcbank');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(/asha@okhdfcbank is a correctly written UPI ID/)).toBeInTheDocument();
  });

  it('keeps everything after a failed order and retries with the same key, even after switching method', async () => {
    const api = stubFetch(unavailable, created(placedOrder));
    const { user } = renderPayment();
    await user.click(await screen.findByRole('tab', { name: 'Net Banking' }));
    await user.click(screen.getByRole('radio', { name: 'SBI' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Confirmation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't place your order, and nothing was charged. Please try again.");
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'SBI' })).toBeChecked();
    const orderKey = useCheckoutStore.getState().payment.orderKey;
    expect(orderKey).toBe(api.sent[0]!.headers['idempotency-key']);

    await user.click(screen.getByRole('tab', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Continue to Confirmation' }));
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
    const checkout = useCheckoutStore.getState();
    expect(checkout.lastOrderId).toBe('o-1');
    expect(checkout.payment.orderKey).toBeUndefined();
    expect(checkout.delivery.savedId).toBeUndefined();
  });
});

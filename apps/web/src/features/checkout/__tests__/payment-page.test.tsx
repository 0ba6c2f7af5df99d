import { paymentMethods } from '@partybox/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import payment from 'virtual:catalog/payment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as paymentRoute from '../../../app/routes/payment';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { checkoutId, checkoutServer, checkoutView } from '../../../testing/checkout-server';
import { findNavigatedPath, renderRoute, resetStores } from '../../../testing/render-route';
import { unavailable } from '../../../testing/stub-fetch';
import { fakeGateway } from '../../../testing/fake-gateway';

const delivery = {
  id: 'delivery-record-0001',
  fullName: 'Asha Mehta',
  phone: '9820098200',
  addressLine1: '12 Sea View',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  country: 'India' as const,
};
const ready = checkoutView({ delivery, customization: { id: 'customization-record-0001', name: 'Asha Mehta', phone: '9820098200', eventDate: '2030-01-01' } });
const placeButton = 'Place order · ₹15,597';
const payButton = 'Pay ₹15,597';

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
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPayment() {
  return renderRoute(paymentRoute, { path: '/payment' });
}

describe('/payment with the cart empty', () => {
  it('points to the order this device placed last (reloaded after a payment that did not go through), not only to shopping', async () => {
    useCartStore.getState().clear();
    useCheckoutIdStore.setState({ lastOrder: { id: 'o-1', orderNumber: 'PB-250709-ABC123', accessToken: 'a'.repeat(43) } });
    renderPayment();
    expect(await screen.findByText(/Your last order, PB-250709-ABC123, is placed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open order PB-250709-ABC123' })).toHaveAttribute('href', '/orders/PB-250709-ABC123');
    expect(screen.getByRole('link', { name: 'Shop party boxes' })).toHaveAttribute('href', '/ocassion');
  });
});

describe('/payment: the place held for the delivery', () => {
  const held = { ...delivery, deliveryDate: '2026-12-02', deliverySlot: 'midday' };
  const ended = { date: '2026-12-02', slotId: 'midday', label: '12-3 pm', until: '2020-01-08T09:12:00.000Z', token: 'a'.repeat(64) };

  it('says until when the day and slot are held', async () => {
    checkoutServer({ ...ready, delivery: held, deliveryHold: { ...ended, until: '2030-01-08T09:12:00.000Z' } });
    renderPayment();
    expect(await screen.findByText("We're holding Wed 2 Dec, 12-3 pm for you until 2:42 pm.")).toBeInTheDocument();
  });

  it('holds an ended hold again when the place is still free, and says until when', async () => {
    const api = checkoutServer({ ...ready, delivery: held, deliveryHold: ended });
    renderPayment();
    expect(await screen.findByText(/^We're holding Wed 2 Dec, 12-3 pm for you until \d{1,2}:\d{2} [ap]m\.$/)).toBeInTheDocument();
    expect(api.patches()).toHaveLength(1);
    expect(api.patches()[0]!.body).toMatchObject({ delivery: { deliveryDate: '2026-12-02', deliverySlot: 'midday' } });
  });

  it('asks to pick again when the place was booked by someone else after the hold ended', async () => {
    const message = 'The 12-3 pm slot on Wed 2 Dec is fully booked: choose another slot or day';
    const taken = {
      status: 400,
      body: { error: 'validation', message: 'Please check the highlighted fields.', fields: [{ field: 'delivery.deliverySlot', message }] },
    };
    // The page reads the checkout, then saves its delivery again: the place is taken.
    const api = checkoutServer(
      { ...ready, delivery: held, deliveryHold: ended },
      { faults: [{ status: 200, body: { ...ready, delivery: held, deliveryHold: ended } }, taken] },
    );
    renderPayment();
    expect(await screen.findByText(/was booked by someone else after your hold ended at 2:42 pm: please pick another day or slot\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another delivery day or slot' })).toHaveAttribute('href', '/delivery');
    expect(api.patches()).toHaveLength(1);
  });
});

describe('/payment', () => {
  it('asks for the delivery details first when the checkout has none', async () => {
    checkoutServer(checkoutView());
    renderPayment();
    expect(await screen.findByRole('link', { name: 'Enter delivery details' })).toHaveAttribute('href', '/delivery');
    expect(screen.queryByRole('button', { name: /^Place order/ })).not.toBeInTheDocument();
  });

  it("itemises the checkout's box and each add-on at its charged price, then shipping and total", async () => {
    checkoutServer(ready);
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

  it("shows the checkout's extras in the summary, each with its price", async () => {
    const extras = [
      { key: 'extraBalloons', label: 'Extra Balloons', price: 199 },
      { key: 'photoProps', label: 'Photo Booth Props', price: 249 },
    ];
    checkoutServer({ ...ready, extras, subtotal: 15846, total: 16045 });
    renderPayment();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const listed = within(summary).getByRole('list', { name: 'Extras: what the price is made of' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Extra Balloons+₹199', 'Photo Booth Props+₹249']);
    expect(summary).toHaveTextContent('Extras₹448');
    expect(screen.getByRole('button', { name: 'Pay ₹16,045' })).toBeInTheDocument();
  });

  it('offers the five methods as radio choices, says how the chosen one is paid and asks for no card or UPI details', async () => {
    checkoutServer(ready);
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
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toHaveAccessibleDescription(payment.methods.cod.howToPay);
    expect(screen.getByText(/^Total to pay/)).toHaveTextContent('Total to pay ₹15,597');
    expect(screen.getByRole('button', { name: placeButton })).toBeInTheDocument();
  });

  it('starts from the method saved in the checkout', async () => {
    checkoutServer({ ...ready, payment: { method: 'netbanking', bank: 'SBI' } });
    renderPayment();
    expect(await screen.findByRole('radio', { name: 'Net Banking' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'SBI' })).toBeChecked();
  });

  it('saves each chosen method to the checkout, so a reload shows the last one chosen', async () => {
    const api = checkoutServer(ready);
    const first = renderPayment();
    await first.user.click(await screen.findByRole('radio', { name: 'UPI / GPay' }));
    await first.user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await first.user.click(screen.getByRole('radio', { name: 'Net Banking' }));
    await waitFor(() => expect(api.current()?.payment).toEqual({ method: 'cod' }));
    // Net banking is saved with its bank: the checkout accepts no net banking without one.
    await first.user.click(screen.getByRole('radio', { name: 'Kotak' }));
    await waitFor(() => expect(api.current()?.payment).toEqual({ method: 'netbanking', bank: 'Kotak' }));
    expect(api.patches().map((request) => request.body)).toEqual([
      { version: 1, payment: { method: 'upi' } },
      { version: 2, payment: { method: 'cod' } },
      { version: 3, payment: { method: 'netbanking', bank: 'Kotak' } },
    ]);
    first.unmount();

    const reloaded = renderPayment();
    expect(await reloaded.findByRole('radio', { name: 'Net Banking' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Kotak' })).toBeChecked();
  });

  it('completes the checkout with the method and the total shown, keeps the order for this device and empties the cart', async () => {
    const api = checkoutServer(ready);
    const { user } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: placeButton }));
    expect(await findNavigatedPath()).toBe('/confirmation');
    const complete = api.sent.find((request) => request.url === `/api/checkouts/${checkoutId}/complete`)!;
    expect(complete.body).toEqual({ total: 15597, payment: { method: 'cod' } });
    expect(complete.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(useCheckoutIdStore.getState()).toMatchObject({
      id: undefined,
      completedId: checkoutId,
      lastOrder: { id: 'o-1', orderNumber: 'PB-250709-ABC123', accessToken: 'a'.repeat(43) },
    });
    expect(useCartStore.getState().lines).toHaveLength(0);
  });

  it('requires a bank for net banking and focuses the bank choice', async () => {
    const api = checkoutServer(ready);
    const { user } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'Net Banking' }));
    const banks = within(screen.getByRole('group', { name: /Your bank/ })).getAllByRole('radio');
    expect(banks.map((radio) => radio.getAttribute('value'))).toEqual(['HDFC Bank', 'ICICI Bank', 'Axis Bank', 'SBI', 'Kotak']);
    await user.click(screen.getByRole('button', { name: payButton }));
    expect(screen.getByText('Choose your bank')).toBeInTheDocument();
    expect(banks[0]).toHaveFocus();
    expect(api.sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('names the step a refusal points to and links to its page, placing nothing', async () => {
    const missing = {
      status: 400,
      body: {
        error: 'checkout_incomplete',
        message: 'This checkout cannot become an order yet.',
        fields: [
          { field: 'customization', message: 'Save your party details first' },
          { field: 'total', message: 'The price of your order changed to ₹15,997: check your cart and confirm again' },
        ],
      },
    };
    const api = checkoutServer(ready, { faults: [{ status: 200, body: ready }, missing] });
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: payButton }));
    const alert = await screen.findByText(/We can.t place this order yet/);
    const problem = alert.closest('[role="alert"]') as HTMLElement;
    expect(problem).toHaveTextContent('Save your party details first');
    expect(within(problem).getByRole('link', { name: 'Enter your party details' })).toHaveAttribute('href', '/customize');
    expect(problem).toHaveTextContent('The price of your order changed to ₹15,997: check your cart and confirm again');
    expect(useCheckoutIdStore.getState().id).toBe(checkoutId);
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(api.sent.filter((request) => request.url.endsWith('/complete'))).toHaveLength(1);
  });

  it('says the delivery day filled up before the order was placed and links back to choose another, placing nothing', async () => {
    const message = 'Thu 3 Dec is fully booked: choose another day';
    const full = {
      status: 409,
      body: { error: 'delivery_unavailable', message, fields: [{ field: 'delivery.deliveryDate', message }], checkout: ready },
    };
    checkoutServer(ready, { faults: [{ status: 200, body: ready }, full] });
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: payButton }));
    const alert = await screen.findByText(/We can.t place this order yet/);
    const problem = alert.closest('[role="alert"]') as HTMLElement;
    expect(problem).toHaveTextContent(message);
    expect(within(problem).getByRole('link', { name: 'Choose another delivery day or slot' })).toHaveAttribute('href', '/delivery');
    expect(useCheckoutIdStore.getState().completedId).toBeUndefined();
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('keeps everything after a failed attempt and completes with the same key, even after switching method', async () => {
    // Net banking with SBI is the checkout's saved choice, so the first request after the read is the failing complete.
    const chosen = { ...ready, payment: { method: 'netbanking' as const, bank: 'SBI' as const } };
    const api = checkoutServer(chosen, { faults: [{ status: 200, body: chosen }, unavailable] });
    const { user } = renderPayment();
    expect(await screen.findByRole('radio', { name: 'SBI' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: payButton }));

    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      "We couldn't place your order, and nothing was charged. Please try again.",
    );
    expect(useCartStore.getState().lines).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'SBI' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: placeButton }));
    expect(await findNavigatedPath()).toBe('/confirmation');
    const completes = api.sent.filter((request) => request.url.endsWith('/complete'));
    expect(completes.map((request) => request.body)).toEqual([
      { total: 15597, payment: { method: 'netbanking', bank: 'SBI' } },
      { total: 15597, payment: { method: 'cod' } },
    ]);
    expect(completes[1]!.headers['idempotency-key']).toBe(completes[0]!.headers['idempotency-key']);
    expect(useCartStore.getState().lines).toHaveLength(0);
  });

  it('opens the confirmation when the checkout was completed in another tab', async () => {
    checkoutServer({ ...ready, status: 'completed', order: { id: 'o-1', orderNumber: 'PB-250709-ABC123', accessToken: 't'.repeat(43) } });
    renderPayment();
    expect(await findNavigatedPath()).toBe('/confirmation');
    expect(useCheckoutIdStore.getState().lastOrder?.orderNumber).toBe('PB-250709-ABC123');
    expect(useCartStore.getState().lines).toHaveLength(0);
  });

  it('shows "Pay ₹…" for an online method, opens the gateway with the preselected method, verifies and opens the confirmation', async () => {
    const gateway = fakeGateway('paid');
    const api = checkoutServer(ready, {
      orders: (request) => ({ status: 200, body: { orderNumber: 'PB-250709-ABC123', paymentStatus: 'paid', request: request.url } }),
    });
    const { user } = renderPayment();
    await user.click(await screen.findByRole('radio', { name: 'UPI / GPay' }));
    expect(screen.queryByRole('button', { name: placeButton })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: payButton }));
    expect(await findNavigatedPath()).toBe('/confirmation');
    expect(gateway.scripts).toEqual([expect.stringMatching(/^http:\/\/gateway\.test\/v1\/checkout\.js/)]);
    expect(gateway.opened[0]).toMatchObject({ key: 'rzp_test_Sandbox0001', amount: 1559700, currency: 'INR', prefill: { method: 'upi' } });
    const verify = api.posts().find((request) => request.url === '/api/orders/by-number/PB-250709-ABC123/payments/verify')!;
    expect(verify.body).toEqual({ razorpay_order_id: gateway.opened[0]!.order_id, razorpay_payment_id: 'pay_Test0001', razorpay_signature: 'f'.repeat(64) });
    expect(verify.headers['order-access-token']).toBe('a'.repeat(43));
    expect(useCartStore.getState().lines).toHaveLength(0);
  });

  it.each(['failed', 'dismissed'] as const)('opens the order status page when the payment %s, the order kept', async (outcome) => {
    fakeGateway(outcome);
    const api = checkoutServer(ready);
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: payButton }));
    expect(await findNavigatedPath()).toBe('/orders/PB-250709-ABC123');
    expect(api.posts().filter((request) => request.url.endsWith('/verify'))).toEqual([]);
    expect(useCheckoutIdStore.getState().lastOrder).toMatchObject({ orderNumber: 'PB-250709-ABC123', accessToken: 'a'.repeat(43) });
  });

  it('says the order is saved and links its status page when the gateway is down (503)', async () => {
    const gateway = fakeGateway('paid');
    const down = {
      status: 503,
      body: {
        error: 'gateway_unavailable',
        message: 'We could not reach our payment partner. Your order PB-250709-XYZ789 is saved: pay for it from its status page in a few minutes.',
        orderNumber: 'PB-250709-XYZ789',
        accessToken: 'b'.repeat(43),
      },
    };
    checkoutServer(ready, { faults: [{ status: 200, body: ready }, down] });
    const { user } = renderPayment();
    await user.click(await screen.findByRole('button', { name: payButton }));
    const alert = (await screen.findByText(/Your order PB-250709-XYZ789 is saved/)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Open the status page of PB-250709-XYZ789' })).toHaveAttribute('href', '/orders/PB-250709-XYZ789');
    expect(screen.queryByRole('button', { name: payButton })).not.toBeInTheDocument();
    expect(gateway.opened).toEqual([]);
    expect(useCheckoutIdStore.getState().lastOrder).toMatchObject({ orderNumber: 'PB-250709-XYZ789', accessToken: 'b'.repeat(43) });
  });
});

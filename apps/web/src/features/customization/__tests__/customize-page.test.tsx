import { addDays, earliestEventDate, formatLongDate } from '@partybox/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as customizeRoute from '../../../app/routes/customize';
import { ruleContext } from '../../../lib/rule-context';
import { useCartStore } from '../../../stores/cart-store';
import { useProfileStore } from '../../../stores/profile-store';
import { checkoutId, checkoutServer, checkoutView } from '../../../testing/checkout-server';
import { fieldLabel } from '../../../testing/field-label';
import { findNavigatedPath, renderRoute, resetStores } from '../../../testing/render-route';
import { created, stubFetch, unavailable } from '../../../testing/stub-fetch';

const earliest = earliestEventDate(ruleContext());
const eventDate = addDays(earliest, 7);

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

function addSuperheroBox() {
  useCartStore.getState().addBox({
    themeId: 'superhero',
    themeName: 'Superheroes',
    route: '/superhero',
    image: { src: 'themes/superhero.svg', alt: '' },
    basePrice: 14999,
    addons: [],
  });
}

/** The checkout of a Superheroes box, served and remembered as the one under way. */
function superheroCheckout(parts: Parameters<typeof checkoutView>[0] = {}, options: Parameters<typeof checkoutServer>[1] = {}) {
  addSuperheroBox();
  return checkoutServer(checkoutView(parts), options);
}

const diwaliLine = {
  themeId: 'diwali',
  themeName: 'Diwali',
  route: '/diwali',
  image: { src: '', alt: '' },
  addons: [],
  quantity: 1,
  basePrice: 7999,
  unitPrice: 7999,
  lineTotal: 7999,
};

function renderCustomize(at = '/customize') {
  return renderRoute(customizeRoute, { path: '/customize', at });
}

type User = ReturnType<typeof renderCustomize>['user'];

async function fillRequired(user: User) {
  await user.type(screen.getByLabelText(fieldLabel('Name')), 'Asha Mehta');
  await user.type(screen.getByLabelText(fieldLabel('Phone')), '9820098200');
  await user.type(screen.getByLabelText(fieldLabel('Email')), 'asha@example.com');
  await user.type(screen.getByLabelText(fieldLabel('Event date')), eventDate);
}

describe('/customize', () => {
  it('names the theme being customised, from the checkout', async () => {
    superheroCheckout();
    renderCustomize();
    expect(screen.getByRole('heading', { level: 1, name: 'Customize Your PartyBox' })).toBeInTheDocument();
    expect(await screen.findByText('Superheroes party box')).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Occasion'))).not.toBeInTheDocument();
  });

  it('lists the cart’s boxes with their add-ons and the total, as the checkout priced them', async () => {
    const view = checkoutView({ lines: [checkoutView().lines[0]!, diwaliLine] });
    superheroCheckout({ lines: view.lines, subtotal: 22998, shipping: 199, total: 23197 });
    renderCustomize();
    const cart = await screen.findByRole('region', { name: 'Your cart' });
    expect(
      within(cart)
        .getAllByText(/ × 1$/)
        .map((name) => name.textContent),
    ).toEqual(['Superheroes × 1', 'Diwali × 1']);
    expect(cart).toHaveTextContent('₹23,197');
  });

  it('takes the occasion from a listing’s Customise link', async () => {
    renderCustomize('/customize?occasion=birthday');
    expect(await screen.findByText('Birthday')).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Occasion'))).not.toBeInTheDocument();
  });

  it('sets the earliest bookable date as the date input’s minimum and explains a date too soon', async () => {
    const { user } = renderCustomize();
    const date = screen.getByLabelText(fieldLabel('Event date'));
    await waitFor(() => expect(date).toHaveAttribute('min', earliest));
    await fillRequired(user);
    await user.clear(date);
    await user.type(date, ruleContext().today);
    await user.tab();
    expect(screen.getByText(new RegExp(`Choose ${formatLongDate(earliest)} or later`))).toBeInTheDocument();
  });

  it('checks numbers and the phone as typed', async () => {
    const { user } = renderCustomize();
    await user.type(screen.getByLabelText(fieldLabel('Phone')), '12345');
    await user.tab();
    expect(screen.getByText('Enter a 10-digit mobile number, like 98200 98200')).toBeInTheDocument();
  });

  it('moves focus to the first problem on submit', async () => {
    superheroCheckout();
    const { user } = renderCustomize();
    await screen.findByText('Superheroes party box');
    await user.type(screen.getByLabelText(fieldLabel('Name')), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveFocus();
  });

  it('makes one party of two themes: names both boxes and saves the details once, as the checkout’s step', async () => {
    const api = superheroCheckout({ lines: [checkoutView().lines[0]!, diwaliLine] });
    const { user } = renderCustomize();
    expect(await screen.findByText(/These details are for your whole party/)).toHaveTextContent('the Superheroes and Diwali boxes');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    expect(api.patches()).toHaveLength(1);
    expect(api.patches()[0]!.url).toBe(`/api/checkouts/${checkoutId}`);
    expect(api.patches()[0]!.body).toEqual({
      version: 1,
      customization: { name: 'Asha Mehta', phone: '9820098200', email: 'asha@example.com', eventDate },
    });
  });

  it('prefills a signed-in customer’s name and phone from the checkout', async () => {
    superheroCheckout({ prefill: { name: 'Ravi Shah', phone: '9876543210' } });
    renderCustomize();
    expect(await screen.findByDisplayValue('Ravi Shah')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveValue('9876543210');
    expect(screen.getByLabelText(fieldLabel('Email'))).toHaveValue('');
  });

  it('starts a new party with empty event fields, keeping only who the customer is', async () => {
    useProfileStore.getState().remember({ name: 'Asha Mehta', phone: '9820098200', email: 'asha@example.com' });
    superheroCheckout();
    renderCustomize();
    expect(await screen.findByDisplayValue('Asha Mehta')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveValue('9820098200');
    expect(screen.getByLabelText(fieldLabel('Email'))).toHaveValue('asha@example.com');
    expect(screen.getByLabelText(fieldLabel('Event date'))).toHaveValue('');
    expect(screen.getByLabelText(fieldLabel('Name on the decor'))).toHaveValue('');
    expect(screen.getByLabelText(fieldLabel('Number of guests'))).toHaveValue(null);
  });

  it('shows the saved details again (Back or a reload), saves nothing when nothing changed, and saves an edit', async () => {
    const api = superheroCheckout();
    const first = renderCustomize();
    await screen.findByText('Superheroes party box');
    await fillRequired(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    first.unmount();

    const back = renderCustomize();
    expect(await screen.findByDisplayValue('Asha Mehta')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Event date'))).toHaveValue(eventDate);
    await back.user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    expect(api.patches()).toHaveLength(1);
    back.unmount();

    const edited = renderCustomize();
    await screen.findByDisplayValue('Asha Mehta');
    await edited.user.type(screen.getByLabelText(fieldLabel('Number of guests')), '12');
    await edited.user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    expect(api.patches()).toHaveLength(2);
    expect(api.current()?.customization).toMatchObject({ guestCount: 12 });
  });

  it('makes its change again on the current version when another tab changed the checkout first (409), once', async () => {
    // Another tab saved delivery meanwhile: the checkout is at version 2 when this tab sends version 1.
    const newer = checkoutView({
      version: 2,
      delivery: {
        id: 'delivery-record-0001',
        fullName: 'Asha Mehta',
        phone: '9820098200',
        addressLine1: '12 Sea View',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        country: 'India',
      },
    });
    const changed = { status: 409, body: { error: 'checkout_changed', message: 'This checkout was changed in another tab or window.', checkout: newer } };
    const api = superheroCheckout({}, { faults: [{ status: 200, body: checkoutView() }, changed, { status: 200, body: { ...newer, version: 3 } }] });
    const { user } = renderCustomize();
    await screen.findByText('Superheroes party box');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    const patches = api.patches();
    expect(patches.map((patch) => (patch.body as { version: number }).version)).toEqual([1, 2]);
    expect(patches[1]!.body).toMatchObject({ customization: { name: 'Asha Mehta', eventDate } });
    // A new write, so a new key.
    expect(patches[1]!.headers['idempotency-key']).not.toBe(patches[0]!.headers['idempotency-key']);
  });

  it('says so and stays when the checkout changes again during the retry', async () => {
    const changed = (version: number) => ({
      status: 409,
      body: { error: 'checkout_changed', message: 'This checkout was changed in another tab or window.', checkout: checkoutView({ version }) },
    });
    const api = superheroCheckout({}, { faults: [{ status: 200, body: checkoutView() }, changed(2), changed(3)] });
    const { user } = renderCustomize();
    await screen.findByText('Superheroes party box');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout was changed in another tab or window.');
    expect(api.patches()).toHaveLength(2);
    expect(screen.getByLabelText(fieldLabel('Name'))).toHaveValue('Asha Mehta');
  });

  it('stays with every value kept when the save fails, then retries with the same key and goes to delivery', async () => {
    const api = superheroCheckout({}, { faults: [{ status: 200, body: checkoutView() }, unavailable] });
    const { user } = renderCustomize();
    await screen.findByText('Superheroes party box');
    await fillRequired(user);
    await user.type(screen.getByLabelText(fieldLabel('Number of guests')), '25');
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save customization. Please try again.');
    expect(screen.getByLabelText(fieldLabel('Name'))).toHaveValue('Asha Mehta');
    expect(screen.getByLabelText(fieldLabel('Number of guests'))).toHaveValue(25);
    expect(screen.getByLabelText(fieldLabel('Event date'))).toHaveValue(eventDate);

    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    const [failed, retried] = api.patches();
    expect(retried!.headers['idempotency-key']).toBe(failed!.headers['idempotency-key']);
    expect(retried!.body).toEqual({
      version: 1,
      customization: { name: 'Asha Mehta', phone: '9820098200', email: 'asha@example.com', eventDate, guestCount: 25 },
    });
    expect(useProfileStore.getState().customer?.name).toBe('Asha Mehta');
  });

  it('puts a cart with boxes but no checkout into a new one', async () => {
    addSuperheroBox();
    const api = checkoutServer(null);
    renderCustomize();
    expect(await screen.findByText('Superheroes party box')).toBeInTheDocument();
    expect(api.posts()[0]!.body).toEqual({ lines: [{ themeId: 'superhero', addons: [], quantity: 1 }], extras: [] });
  });

  it('thanks the customer for a customization without a cart, then continues home', async () => {
    const api = stubFetch(created({ id: 'c2', themeName: '', occasion: 'Birthday' }));
    const { user } = renderCustomize('/customize?occasion=Birthday');
    await screen.findByText('Birthday');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank You, Asha Mehta!' });
    expect(dialog).toHaveTextContent("We'll notify you soon!");
    expect(api.sent[0]!.url).toBe('/api/customizations');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await findNavigatedPath()).toBe('/home');
  });

  it('asks for the occasion when neither a theme nor an occasion is known', async () => {
    const { user } = renderCustomize();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(screen.getByLabelText(fieldLabel('Occasion'))).toHaveFocus();
    expect(screen.getByText('Choose the occasion')).toBeInTheDocument();
  });
});

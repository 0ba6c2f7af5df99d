import { addDays, earliestEventDate, formatLongDate } from '@partybox/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as customizeRoute from '../../../app/routes/customize';
import { ruleContext } from '../../../lib/rule-context';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useProfileStore } from '../../../stores/profile-store';
import { useCustomizationDraftStore } from '../stores/customization-draft-store';
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
  useCheckoutStore.getState().startFor({ themeId: 'superhero' });
}

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
  it('names the theme being customised, from its cart line', async () => {
    addSuperheroBox();
    renderCustomize();
    expect(screen.getByRole('heading', { level: 1, name: 'Customize Your PartyBox' })).toBeInTheDocument();
    expect(await screen.findByText('Superheroes party box')).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Occasion'))).not.toBeInTheDocument();
  });

  it('takes the occasion from a listing’s Customise link and keeps it in the checkout', async () => {
    renderCustomize('/customize?occasion=birthday');
    expect(await screen.findByText('Birthday')).toBeInTheDocument();
    expect(useCheckoutStore.getState().occasion).toBe('Birthday');
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
    addSuperheroBox();
    const { user } = renderCustomize();
    await user.type(screen.getByLabelText(fieldLabel('Name')), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveFocus();
  });

  it('makes one party of two themes: names both boxes and sends both ids in one customization', async () => {
    addSuperheroBox();
    useCartStore.getState().addBox({ themeId: 'diwali', themeName: 'Diwali', route: '/diwali', image: { src: '', alt: '' }, basePrice: 7999, addons: [] });
    const api = stubFetch(created({ id: 'c3', themeName: 'Superheroes, Diwali', occasion: 'Birthday' }));
    const { user } = renderCustomize();
    expect(await screen.findByText(/These details are for your whole party/)).toHaveTextContent('the Superheroes and Diwali boxes');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]!.body).toMatchObject({ themeIds: ['superhero', 'diwali'] });
  });

  it('starts a new party with empty event fields after an order, keeping only who the customer is', async () => {
    const first = renderCustomize();
    await fillRequired(first.user);
    await first.user.type(screen.getByLabelText(fieldLabel('Name on the decor')), 'Happy 7th Birthday Aarav');
    await first.user.type(screen.getByLabelText(fieldLabel('Number of guests')), '30');
    first.unmount();
    useCheckoutStore.getState().completeOrder('o-1');
    renderCustomize();
    expect(await screen.findByDisplayValue('Asha Mehta')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Phone'))).toHaveValue('9820098200');
    expect(screen.getByLabelText(fieldLabel('Email'))).toHaveValue('asha@example.com');
    expect(screen.getByLabelText(fieldLabel('Event date'))).toHaveValue('');
    expect(screen.getByLabelText(fieldLabel('Name on the decor'))).toHaveValue('');
    expect(screen.getByLabelText(fieldLabel('Number of guests'))).toHaveValue(null);
  });

  it('does not save again when the customer comes back from delivery with nothing changed, and saves an edit', async () => {
    addSuperheroBox();
    const api = stubFetch(
      created({ id: 'c1', themeName: 'Superheroes', occasion: 'Birthday' }),
      created({ id: 'c2', themeName: 'Superheroes', occasion: 'Birthday' }),
    );
    const first = renderCustomize();
    await fillRequired(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    first.unmount();

    const back = renderCustomize();
    await back.user.click(await screen.findByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    expect(api.posts()).toHaveLength(1);
    back.unmount();

    const edited = renderCustomize();
    await edited.user.type(await screen.findByLabelText(fieldLabel('Number of guests')), '12');
    await edited.user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    expect(api.posts()).toHaveLength(2);
    expect(useCheckoutStore.getState().customizationId).toBe('c2');
  });

  it('keeps the draft in the checkout store, so a reload restores it', async () => {
    const first = renderCustomize();
    await first.user.type(screen.getByLabelText(fieldLabel('Name')), 'Asha');
    await first.user.type(screen.getByLabelText(fieldLabel('Cake details')), 'Chocolate, 1 kg');
    first.unmount();
    renderCustomize();
    expect(await screen.findByDisplayValue('Asha')).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Cake details'))).toHaveValue('Chocolate, 1 kg');
  });

  it('stays with every value kept when the save fails, then retries with the same key and goes to delivery', async () => {
    addSuperheroBox();
    const api = stubFetch(unavailable, created({ id: 'c1', themeName: 'Superheroes', occasion: 'Birthday' }));
    const { user } = renderCustomize();
    await fillRequired(user);
    await user.type(screen.getByLabelText(fieldLabel('Number of guests')), '25');
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save customization. Please try again.');
    expect(screen.getByLabelText(fieldLabel('Name'))).toHaveValue('Asha Mehta');
    expect(screen.getByLabelText(fieldLabel('Number of guests'))).toHaveValue(25);
    expect(screen.getByLabelText(fieldLabel('Event date'))).toHaveValue(eventDate);
    const pendingKey = useCustomizationDraftStore.getState().idempotencyKey;
    expect(pendingKey).toBe(api.sent[0]!.headers['idempotency-key']);

    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    expect(await findNavigatedPath()).toBe('/delivery');
    expect(api.sent[1]!.headers['idempotency-key']).toBe(pendingKey);
    expect(api.sent[1]!.body).toEqual({
      themeIds: ['superhero'],
      name: 'Asha Mehta',
      phone: '9820098200',
      email: 'asha@example.com',
      eventDate,
      guestCount: 25,
    });
    expect(useCheckoutStore.getState().customizationId).toBe('c1');
    expect(useCustomizationDraftStore.getState().idempotencyKey).toBeUndefined();
    expect(useProfileStore.getState().customer?.name).toBe('Asha Mehta');
  });

  it('thanks the customer for a customization without a cart, then continues home', async () => {
    stubFetch(created({ id: 'c2', themeName: '', occasion: 'Birthday' }));
    const { user } = renderCustomize('/customize?occasion=Birthday');
    await screen.findByText('Birthday');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Proceed Further' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank You, Asha Mehta!' });
    expect(dialog).toHaveTextContent("We'll notify you soon!");
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

import { addDays, earliestEventDate } from '@partybox/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as suggestRoute from '../../../app/routes/suggest-theme';
import { ruleContext } from '../../../lib/rule-context';
import { fieldLabel } from '../../../testing/field-label';
import { renderRoute, resetStores } from '../../../testing/render-route';
import { created, stubFetch, unavailable } from '../../../testing/stub-fetch';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

function renderSuggest() {
  return renderRoute(suggestRoute, { path: '/suggesttheme' });
}

type User = ReturnType<typeof renderSuggest>['user'];

async function fillIn(user: User) {
  await user.type(screen.getByLabelText(fieldLabel('Theme name')), 'Cricket World Cup');
  await user.type(screen.getByLabelText(fieldLabel('Your name')), 'Kabir');
  await user.type(screen.getByLabelText(fieldLabel('Phone')), '+91 98200-98200');
  await user.type(screen.getByLabelText(fieldLabel('Notes')), 'Vegetarian snacks');
  await user.click(screen.getByRole('checkbox', { name: 'Banners' }));
  await user.click(screen.getByRole('checkbox', { name: 'Cake topper' }));
}

describe('/suggesttheme', () => {
  it('starts with Birthday as the occasion and labels the food preferences "Notes"', () => {
    renderSuggest();
    expect(screen.getByRole('heading', { level: 1, name: 'Suggest Your Own Theme' })).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Occasion type'))).toHaveValue('Birthday');
    expect(screen.getByLabelText(fieldLabel('Notes'))).toHaveAttribute('name', 'foodPreferences');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Balloons',
      'Banners',
      'Centerpieces',
      'Photo booth',
      'Backdrop',
      'Cake topper',
      'Welcome board',
      'Return gifts',
    ]);
  });

  it('checks the e-mail and event date as typed, and focuses the first problem on submit', async () => {
    const { user } = renderSuggest();
    await user.type(screen.getByLabelText(fieldLabel('Email')), 'kabir@');
    await user.tab();
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit idea' }));
    expect(screen.getByLabelText(fieldLabel('Theme name'))).toHaveFocus();
    expect(screen.getByText('Give your theme idea a name')).toBeInTheDocument();
  });

  it('keeps everything and says so when sending fails', async () => {
    stubFetch(unavailable);
    const { user } = renderSuggest();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit idea' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send your theme idea. Please try again.");
    expect(screen.getByLabelText(fieldLabel('Theme name'))).toHaveValue('Cricket World Cup');
    expect(screen.getByRole('checkbox', { name: 'Banners' })).toBeChecked();
    expect(screen.getByLabelText(fieldLabel('Notes'))).toHaveValue('Vegetarian snacks');
  });

  it('sends the suggestion (retrying with the same key), thanks the customer and clears the form', async () => {
    const api = stubFetch(unavailable, created({ id: 's1' }));
    const { user } = renderSuggest();
    await fillIn(user);
    await user.type(screen.getByLabelText(fieldLabel('Event date')), addDays(earliestEventDate(ruleContext()), 20));
    await user.click(screen.getByRole('button', { name: 'Submit idea' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Submit idea' }));

    expect(await screen.findByText("Thank you! We'll review your theme idea soon.")).toBeInTheDocument();
    expect(api.sent[1]!.headers['idempotency-key']).toBe(api.sent[0]!.headers['idempotency-key']);
    expect(api.sent[1]!.body).toMatchObject({
      themeName: 'Cricket World Cup',
      occasionType: 'Birthday',
      guestName: 'Kabir',
      phone: '9820098200',
      foodPreferences: 'Vegetarian snacks',
      propsNeeded: { balloons: false, banners: true, centerpieces: false, photobooth: false, backdrop: false },
      addOns: { cakeTopper: true, welcomeBoard: false, returnGifts: false },
    });
    expect(screen.getByLabelText(fieldLabel('Theme name'))).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Banners' })).not.toBeChecked();
  });
});

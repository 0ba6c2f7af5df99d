import { describe, expect, it } from 'vitest';
import { suggestionRecordSchema } from '../platform/db/records';
import { requestHash } from '../platform/db/request-hash';
import { fixedNow, newKey, post, schemaErrors, startHarness, typesOf, serverIdPattern, useHarness } from './support/harness';

const idea = { themeName: 'Bollywood Night', guestName: 'Asha', phone: '9820098200' };

describe('POST /api/suggestions', () => {
  const h = useHarness(() => startHarness());

  it('rejects bad input with a 400 naming the field, and stores nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['missing theme name', { guestName: 'Asha' }, 'themeName'],
      ['blank theme name', { ...idea, themeName: '  ' }, 'themeName'],
      ['missing guest name', { themeName: 'Bollywood Night' }, 'guestName'],
      ['bad e-mail', { ...idea, email: 'asha' }, 'email'],
      ['bad date', { ...idea, eventDate: '05/12/2026' }, 'eventDate'],
      ['date inside the lead time', { ...idea, eventDate: '2026-11-22' }, 'eventDate'],
      ['guest count too large', { ...idea, guestCount: 5000 }, 'guestCount'],
      ['a prop that is not a flag', { ...idea, propsNeeded: { balloons: 'yes' } }, 'propsNeeded.balloons'],
      ['an unknown prop', { ...idea, propsNeeded: { fireworks: true } }, 'propsNeeded.fireworks'],
      ['add-ons not an object', { ...idea, addOns: ['cakeTopper'] }, 'addOns'],
      ['unknown field', { ...idea, budget: 5000 }, 'budget'],
    ];
    for (const [label, body, field] of cases) {
      const response = await post(h.app, '/api/suggestions', body);
      expect(response.statusCode, label).toBe(400);
      expect(
        response.json().fields.map((f: { field: string }) => f.field),
        label,
      ).toContain(field);
    }
    expect(await h.scan(h.tables.suggestion.name)).toEqual([]);
  });

  it('stores the idea with Birthday and unticked boxes as defaults', async () => {
    const key = newKey('idea');
    const body = { ...idea, occasionType: '' };
    const response = await post(h.app, '/api/suggestions', body, key);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(serverIdPattern) });

    const item = await h.get(h.tables.suggestion.name, { IdempotencyKey: key });
    expect(item).toEqual({
      IdempotencyKey: key,
      id: expect.stringMatching(serverIdPattern),
      ThemeName: 'Bollywood Night',
      ThemeDescription: '',
      OccasionType: 'Birthday',
      ColorScheme: '',
      EventDate: '',
      GuestName: 'Asha',
      Phone: '9820098200',
      Email: '',
      GuestCount: 0,
      FoodPreferences: '',
      Notes: '',
      PropsNeeded: { balloons: false, banners: false, centerpieces: false, photobooth: false, backdrop: false },
      AddOns: { cakeTopper: false, welcomeBoard: false, returnGifts: false },
      CreatedAt: fixedNow.toISOString(),
      Inbox: 'open',
      RequestHash: requestHash(body),
    });
    expect(schemaErrors(suggestionRecordSchema, item)).toEqual([]);
  });

  it('keeps every field that is given, with numbers as numbers and flags as booleans', async () => {
    const key = newKey('idea');
    await post(
      h.app,
      '/api/suggestions',
      {
        ...idea,
        themeDescription: 'Filmi posters and a red carpet',
        occasionType: 'Anniversary',
        colorScheme: 'Gold and red',
        eventDate: '2026-12-20',
        email: 'asha@example.com',
        guestCount: 40,
        foodPreferences: 'Vegetarian',
        notes: 'Dance floor please',
        propsNeeded: { balloons: true, photobooth: true },
        addOns: { returnGifts: true },
      },
      key,
    );
    const item = await h.get(h.tables.suggestion.name, { IdempotencyKey: key });
    expect(item).toMatchObject({
      OccasionType: 'Anniversary',
      EventDate: '2026-12-20',
      GuestCount: 40,
      PropsNeeded: { balloons: true, banners: false, centerpieces: false, photobooth: true, backdrop: false },
      AddOns: { cakeTopper: false, welcomeBoard: false, returnGifts: true },
    });
    expect(typesOf(item)).toMatchObject({ GuestCount: 'number', PropsNeeded: { balloons: 'boolean' }, AddOns: { returnGifts: 'boolean' } });
    expect(schemaErrors(suggestionRecordSchema, item)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { customizationRecordSchema } from '../platform/db/records';
import { fixedNow, newKey, post, schemaErrors, startHarness, typesOf, serverIdPattern, useHarness } from './support/harness';

const minimal = { name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', eventDate: '2026-12-05' };

describe('POST /api/customizations', () => {
  const h = useHarness(() => startHarness());

  it('rejects bad input with a 400 naming the field, and stores nothing', async () => {
    const withTheme = { ...minimal, themeIds: ['superhero'] };
    const cases: [string, unknown, string][] = [
      ['missing name', { ...withTheme, name: undefined }, 'name'],
      ['bad phone', { ...withTheme, phone: '12345' }, 'phone'],
      ['bad e-mail', { ...withTheme, email: 'asha.example.com' }, 'email'],
      ['missing event date', { ...withTheme, eventDate: undefined }, 'eventDate'],
      ['event date inside the lead time', { ...withTheme, eventDate: '2026-11-24' }, 'eventDate'],
      ['event date more than a year ahead', { ...withTheme, eventDate: '2028-01-01' }, 'eventDate'],
      ['impossible date', { ...withTheme, eventDate: '2027-02-30' }, 'eventDate'],
      ['bad time', { ...withTheme, eventTime: '25:00' }, 'eventTime'],
      ['negative guest count', { ...withTheme, guestCount: -1 }, 'guestCount'],
      ['guest count as text', { ...withTheme, guestCount: '20' }, 'guestCount'],
      ['fractional return gifts', { ...withTheme, returnGiftQty: 2.5 }, 'returnGiftQty'],
      ['age over 120', { ...withTheme, age: 121 }, 'age'],
      ['unknown venue type', { ...withTheme, venueType: 'Castle' }, 'venueType'],
      ['unknown theme', { ...minimal, themeIds: ['pirates'] }, 'themeIds'],
      ['malformed theme id', { ...minimal, themeIds: ['Pirates!'] }, 'themeIds'],
      ['no theme and no occasion', minimal, 'occasion'],
      ['no theme and an unknown occasion', { ...minimal, occasion: 'Pirate Party' }, 'occasion'],
      ['unknown field', { ...withTheme, coupon: 'FREE' }, 'coupon'],
    ];
    for (const [label, body, field] of cases) {
      const response = await post(h.app, '/api/customizations', body);
      expect(response.statusCode, label).toBe(400);
      const json = response.json();
      expect(json.error, label).toBe('validation');
      expect(
        json.fields.map((f: { field: string }) => f.field),
        label,
      ).toContain(field);
    }
    const response = await post(h.app, '/api/customizations', { ...minimal, occasion: 'Pirate Party' });
    expect(response.json().fields).toContainEqual({ field: 'occasion', message: 'Choose the occasion' });
    expect(await h.scan(h.tables.customization.name)).toEqual([]);
  });

  it('reports schema and catalog problems together', async () => {
    const response = await post(h.app, '/api/customizations', { ...minimal, phone: '1', themeIds: ['pirates'] });
    expect(
      response
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['phone', 'themeIds']);
  });

  it('takes the theme name and occasion from the catalog, whatever the client sent', async () => {
    const key = newKey('custom');
    const response = await post(
      h.app,
      '/api/customizations',
      {
        ...minimal,
        themeIds: ['superhero'],
        themeName: 'Cheap Heroes',
        occasion: 'Wedding',
        name: '  Asha Rao  ',
        age: 7,
        eventTime: '17:30',
        venue: ' Bandra Gymkhana ',
        venueType: 'Club / Lounge',
        guestCount: 25,
        favoriteColor: 'red',
        returnGiftQty: 25,
        entertainment: 'Magician',
        notes: 'Ring the bell twice',
        decorName: 'Kabir',
        cakeDetails: 'Chocolate, 2 kg',
      },
      key,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(serverIdPattern), themeName: 'Superheroes', occasion: 'Birthday' });

    const item = await h.get(h.tables.customization.name, { IdempotencyKey: key });
    expect(item).toEqual({
      email: 'asha@example.com',
      IdempotencyKey: key,
      id: expect.stringMatching(serverIdPattern),
      // Outside a checkout, a request is for the team: it waits in the console's custom requests inbox, and the same
      // put queues the team's alert (team-alerts.test.ts covers what it sends).
      Inbox: 'open',
      Outbox: [
        {
          Id: expect.stringMatching(serverIdPattern),
          Channel: 'team',
          To: 'operators',
          Event: 'team-custom-request',
          Attempts: 0,
          NextAttemptAt: fixedNow.toISOString(),
        },
      ],
      MessagesPending: 'pending',
      MessagesDueAt: fixedNow.toISOString(),
      Name: 'Asha Rao',
      Phone: '9820098200',
      EventDate: '2026-12-05',
      EventTime: '17:30',
      Occasion: 'Birthday',
      ThemeName: 'Superheroes',
      Color: 'red',
      Venue: 'Bandra Gymkhana',
      VenueType: 'Club / Lounge',
      GuestCount: 25,
      ReturnGiftQty: 25,
      Entertainment: 'Magician',
      Instruction: 'Ring the bell twice',
      DecorName: 'Kabir',
      CakeDetails: 'Chocolate, 2 kg',
      Age: 7,
      CreatedAt: fixedNow.toISOString(),
      RequestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(schemaErrors(customizationRecordSchema, item)).toEqual([]);
  });

  it("names every box of the party, in cart order, with the first box's occasion", async () => {
    // The catalog's names: Glow Party is a Birthday theme and Diwali a Festival one, so the first box decides.
    const parties: [string[], string, string][] = [
      [['glow', 'diwali'], 'Glow Party, Diwali', 'Birthday'],
      [['diwali', 'glow'], 'Diwali, Glow Party', 'Festival'],
    ];
    for (const [themeIds, themeName, occasion] of parties) {
      const key = newKey('party');
      const response = await post(h.app, '/api/customizations', { ...minimal, themeIds, themeName: 'Ignored', occasion: 'Wedding' }, key);
      expect(response.statusCode, themeName).toBe(201);
      expect(response.json(), themeName).toEqual({ id: expect.stringMatching(serverIdPattern), themeName, occasion });
      const item = await h.get(h.tables.customization.name, { IdempotencyKey: key });
      expect(item, themeName).toMatchObject({ ThemeName: themeName, Occasion: occasion });
      expect(schemaErrors(customizationRecordSchema, item)).toEqual([]);
    }
  });

  it('refuses a party with a box not in the catalog, naming themeIds and the unknown box, and stores nothing', async () => {
    const before = (await h.scan(h.tables.customization.name)).length;
    const response = await post(h.app, '/api/customizations', { ...minimal, themeIds: ['glow', 'pirates', 'diwali'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields: [{ field: 'themeIds', message: expect.stringContaining('"pirates"') }] });
    expect(response.json().fields).toHaveLength(1);
    expect(await h.scan(h.tables.customization.name)).toHaveLength(before);
  });

  it('stores a /custom request with the spec defaults for everything left empty', async () => {
    const key = newKey('custom');
    const response = await post(
      h.app,
      '/api/customizations',
      { ...minimal, occasion: 'corporate event', themeName: ' Retro Disco ', entertainment: '  ' },
      key,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(serverIdPattern), themeName: 'Retro Disco', occasion: 'Corporate Event' });

    const item = await h.get(h.tables.customization.name, { IdempotencyKey: key });
    expect(item).toMatchObject({
      Occasion: 'Corporate Event',
      ThemeName: 'Retro Disco',
      EventTime: '',
      Color: '',
      Venue: '',
      VenueType: '',
      GuestCount: 0,
      ReturnGiftQty: 0,
      Entertainment: 'NA',
      Instruction: '',
      DecorName: '',
      CakeDetails: '',
      Age: 0,
    });
    expect(typesOf(item)).toMatchObject({ GuestCount: 'number', ReturnGiftQty: 'number', Age: 'number', Phone: 'string' });
    expect(schemaErrors(customizationRecordSchema, item)).toEqual([]);
  });

  it('accepts an occasion listing name without a theme, and an empty theme name', async () => {
    const key = newKey('custom');
    const response = await post(h.app, '/api/customizations', { ...minimal, occasion: 'Casual Fun' }, key);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.stringMatching(serverIdPattern), themeName: '', occasion: 'Casual Fun' });
  });
});

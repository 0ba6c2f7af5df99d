// Walks the real catalog and checks every theme's totals against the prices the spec's section 9 gives.
// The expectations below are written out from the spec, independently of the catalog files.
import { boxTotal } from '@partybox/pricing';
import { describe, expect, it } from 'vitest';
import { checkCatalogDir, type Catalog } from '../index';

type Prices = Record<string, number>;
const without = (prices: Prices, ...keys: string[]): Prices => Object.fromEntries(Object.entries(prices).filter(([key]) => !keys.includes(key)));

const standard: Prices = {
  cupcakeToppers: 399,
  customWelcomeBoard: 500,
  extraBalloonPack: 199,
  ledFairyLights: 299,
  backdropBanner: 1200,
  cutOutStandee: 1200,
  extra4DBalloonPack: 499,
  returnGiftBags: 299,
  printedThankCards: 150,
  neonSign: 1550,
};
const noStandee = without(standard, 'cutOutStandee');
const simple: Prices = { topper: 150, welcome: 200 };
const wedding: Prices = { topper: 300, welcome: 250 };
const partySix: Prices = { topper: 150, welcome: 200, balloons: 199, returnBags: 299, thankCards: 150, banner: 250 };
const adventure: Prices = {
  customWelcomeBoard: 500,
  extraBalloonPack: 199,
  extra4DBalloonPack: 499,
  returnGiftBags: 299,
  printedThankCards: 150,
  ledFairyLights: 299,
  neonSign: 1550,
};
const festiveLights: Prices = { topper: 200, welcome: 250, extraLights: 299, thankCards: 150, returnBags: 299 };

/** Section 9: base price and charged add-on prices of every theme page, by route. */
const section9: Record<string, { base: number; addons: Prices }> = {
  '/superhero': { base: 14999, addons: standard },
  '/princess': { base: 13999, addons: standard },
  '/unicorn': { base: 14999, addons: standard },
  '/dinosaur': { base: 14999, addons: { ...adventure, jungleBackdrop: 1200, animalCutOutStandee: 1200, junglePinata: 599 } },
  '/aqua': { base: 14999, addons: { ...adventure, mermaidBackdrop: 1200, cutOutStandee: 1200, mermaidPinata: 599 } },
  '/glow': { base: 11999, addons: without(standard, 'cupcakeToppers', 'backdropBanner', 'cutOutStandee') },
  '/space': { base: 14999, addons: standard },
  '/pastel': { base: 14999, addons: noStandee },
  '/game': { base: 1999, addons: partySix },
  '/candyland': { base: 1999, addons: simple },
  '/retro': { base: 1999, addons: simple },
  '/bonvoyage': { base: 3999, addons: simple },
  '/memorylane': { base: 1999, addons: simple },
  '/neon': { base: 2499, addons: simple },
  '/classroom': { base: 1799, addons: simple },
  '/campfire': { base: 2099, addons: simple },
  '/golden': { base: 11999, addons: standard },
  '/romantic': { base: 9999, addons: noStandee },
  '/vintage': { base: 2899, addons: simple },
  '/midnight': { base: 3299, addons: simple },
  '/boho': { base: 14999, addons: noStandee },
  '/candlelight': { base: 10999, addons: noStandee },
  '/twinkle': { base: 14999, addons: noStandee },
  '/prince': { base: 14999, addons: noStandee },
  '/littleprincess': { base: 2599, addons: simple },
  '/woodland': { base: 2699, addons: simple },
  '/elephant': { base: 2599, addons: simple },
  '/bohobaby': { base: 19999, addons: standard },
  '/capGown': { base: 2999, addons: simple },
  '/adventure': { base: 2899, addons: simple },
  '/places': { base: 2799, addons: simple },
  '/bright': { base: 2699, addons: simple },
  '/cookie': { base: 2599, addons: simple },
  '/white': { base: 4499, addons: wedding },
  '/floral': { base: 4599, addons: wedding },
  '/bohowed': { base: 4299, addons: wedding },
  '/fairylights': { base: 4399, addons: wedding },
  '/beach': { base: 4499, addons: wedding },
  '/diwali': { base: 7999, addons: { topper: 150, welcome: 200, diyas: 299, returnBags: 299, thankCards: 150, rangoli: 450 } },
  '/holi': { base: 4999, addons: { topper: 150, welcome: 200, colorsPack: 299, returnBags: 299, thankCards: 150, waterGuns: 250 } },
  '/chirstmas': { base: 5999, addons: { ...festiveLights, santaProps: 349 } },
  '/eid': { base: 5999, addons: { ...festiveLights, lanterns: 349 } },
  '/navratri': { base: 4999, addons: partySix },
  '/newyear': { base: 4999, addons: partySix },
  '/pool': { base: 3099, addons: { floaties: 250, welcome: 150 } },
  '/bbq': { base: 3299, addons: { apron: 200, welcome: 150 } },
  '/gamenight': { base: 2999, addons: { scoreboard: 200, welcome: 150 } },
  '/movie': { base: 2999, addons: { popcornBar: 250, welcome: 150 } },
  '/picnic': { base: 2999, addons: { picnicBlanket: 300, welcome: 150 } },
  '/sleepover': { base: 2999, addons: { sleepMasks: 200, welcome: 150 } },
};

/** Section 9: the add-ons whose label shows a price other than the one charged. */
const labelledDifferently: Record<string, Prices> = {
  '/glow': { printedThankCards: 450, ledFairyLights: 1299 },
  '/diwali': { diyas: 499, returnBags: 399 },
};

const check = checkCatalogDir();
const catalog = check.catalog as Catalog;
const themeAt = (route: string) => catalog.themes.find((theme) => [theme.route, ...theme.aliases].some((r) => r.toLowerCase() === route.toLowerCase()));

describe('the real catalog', () => {
  it('has no error, and warns only about the label prices section 9 reports', () => {
    expect(check.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const warnings = check.diagnostics.filter((d) => d.severity === 'warning').map((d) => `${d.file} ${d.code} ${d.path}`);
    expect(warnings.sort()).toEqual(
      [
        'catalog/themes/diwali.json addon.label-price-differs addons.items[0].labelPrice',
        'catalog/themes/diwali.json addon.label-price-differs addons.overrides.returnBags.labelPrice',
        'catalog/themes/glow.json addon.label-price-differs addons.overrides.ledFairyLights.labelPrice',
        'catalog/themes/glow.json addon.label-price-differs addons.overrides.printedThankCards.labelPrice',
      ].sort(),
    );
  });

  it('has exactly the 50 theme pages of the route table', () => {
    expect(catalog.themes).toHaveLength(50);
    for (const route of Object.keys(section9)) expect(themeAt(route), route).toBeDefined();
    expect(themeAt('/christmas')).toBe(themeAt('/chirstmas'));
    expect(themeAt('/dinosaur')?.name).toBe('Jungle Adventure');
    expect([themeAt('/game')?.name, themeAt('/game')?.basePrice]).toEqual(['Gaming', 1999]);
    expect([themeAt('/gamenight')?.name, themeAt('/gamenight')?.basePrice]).toEqual(['Game Night Fun', 2999]);
  });

  it.each(Object.entries(section9))('prices %s as section 9 gives: alone, with each add-on, with all', (route, expected) => {
    const theme = themeAt(route)!;
    const offered = Object.fromEntries(theme.addons.map((addon) => [addon.key, addon.price]));
    expect(offered).toEqual(expected.addons);
    expect(boxTotal(theme.basePrice, theme.addons, [])).toEqual({ base: expected.base, addons: 0, total: expected.base });
    for (const [key, price] of Object.entries(expected.addons)) {
      expect(boxTotal(theme.basePrice, theme.addons, [key]).total, `${route} + ${key}`).toBe(expected.base + price);
    }
    const allPrices = Object.values(expected.addons).reduce((sum, price) => sum + price, 0);
    expect(boxTotal(theme.basePrice, theme.addons, Object.keys(expected.addons))).toEqual({
      base: expected.base,
      addons: allPrices,
      total: expected.base + allPrices,
    });
    const labels = Object.fromEntries(theme.addons.filter((a) => a.labelPrice !== a.price).map((a) => [a.key, a.labelPrice]));
    expect(labels).toEqual(labelledDifferently[route] ?? {});
  });

  it('prices the generic /addon page as section 9 gives', () => {
    expect(Object.fromEntries(catalog.addonPage.map((addon) => [addon.key, addon.price]))).toEqual({
      extraBalloons: 199,
      returnGiftBags: 299,
      thankYouCards: 150,
      photoProps: 249,
      dessertTable: 599,
      nameBanner: 250,
    });
  });

  it('lists the /package/:id packages in order with their dollar prices', () => {
    expect(catalog.packages.map((pkg) => [pkg.id, pkg.priceUsd])).toEqual([
      ['unicorn', 199],
      ['jungle', 189],
      ['superhero', 179],
    ]);
  });

  it('keeps the site constants: shipping 199, 5 days ahead, eight occasions with their listing paths', () => {
    expect(catalog.site.shippingFee).toBe(199);
    expect(catalog.calendar.leadTimeDays).toBe(5);
    expect(catalog.listings.map((listing) => listing.route)).toEqual([
      '/birthdaytheme',
      '/anitheme',
      '/babytheme',
      '/festivaltheme',
      '/farewelltheme',
      '/graduationtheme',
      '/weddingtheme',
      '/fctheme',
    ]);
  });
});

describe('the real catalog listings (spec 2.6)', () => {
  const cards = (occasion: string) => {
    const listing = catalog.listings.find((l) => l.id === occasion)!;
    return [...listing.themes.map((card) => `${card.name} ${card.route}`), `${listing.customCard.name} ${listing.customCard.route}`];
  };

  it("shows each occasion's cards in the spec's order, ending with its Customise card", () => {
    expect(cards('birthday')).toEqual([
      'Superheroes /superhero',
      'Princess Castle /princess',
      'Unicorn Magic /unicorn',
      'Jungle World /dinosaur',
      'Mermaid /aqua',
      'Glow Party /glow',
      'Space Adventure /space',
      'Pastel Garden /pastel',
      'Customise Your Own Theme /customize',
    ]);
    expect(cards('anniversary')).toEqual([
      'Golden 50th /golden',
      'Romantic Rose /romantic',
      'Boho Love /boho',
      'Candlelight Dinner /candlelight',
      'Customise /customize',
    ]);
    expect(cards('baby-shower')).toEqual(['Twinkle Twinkle /twinkle', 'Little Prince or Princess /prince', 'Boho Baby /bohobaby', 'Customise /customize']);
    expect(cards('farewell')).toEqual([
      'Retro Vibes /retro',
      'Bon Voyage /bonvoyage',
      'Memory Lane /memorylane',
      'Neon Night /neon',
      'Classroom Goodbye /classroom',
      'Campfire Farewell /campfire',
      'Customise /suggesttheme',
    ]);
    expect(cards('graduation')).toEqual([
      'Cap & Gown /capGown',
      'Adventure Awaits /adventure',
      'Oh The Places /places',
      'Future Is Bright /bright',
      'Smart Cookie /cookie',
      'Customise /suggesttheme',
    ]);
    expect(cards('wedding')).toEqual([
      'Classic White /white',
      'Floral Fantasy /floral',
      'Boho Chic /bohowed',
      'Fairy Lights /fairylights',
      'Beach Bliss /beach',
      'Customise /suggesttheme',
    ]);
    expect(cards('festival')).toEqual([
      'Diwali /diwali',
      'Holi /holi',
      'Christmas /christmas',
      'Eid /eid',
      "New Year's Eve /newyear",
      'Custom Festival /customize',
    ]);
    expect(cards('casual')).toEqual([
      'Pool Party /pool',
      'Backyard BBQ /bbq',
      'Game Night /gamenight',
      'Movie Marathon /movie',
      'Picnic Vibes /picnic',
      'Sleepover /sleepover',
      'Customise /suggesttheme',
    ]);
  });

  it('reaches every theme from some listing, the detail-only pages in a second group', () => {
    const reached = new Set(catalog.listings.flatMap((l) => [...l.themes, ...l.moreThemes].map((card) => card.themeId)));
    expect(catalog.themes.filter((theme) => !reached.has(theme.id)).map((theme) => theme.id)).toEqual([]);
  });
});

// How a stored checkout reads on the wire: its lines priced now from the catalog (with each box's page and picture for
// the summary), its saved steps, the owner's details to prefill the forms, and the order it became.
import type { CheckoutView } from '@partybox/contracts/checkout';
import type { CheckoutRecord } from '../../platform/db/records';
import type { CatalogIndex } from '../../platform/catalog/catalog-index';
import { accessTokenFor, priceOrder, sha256Hex, type PricedOrder } from '../orders';

/** The checkout's lines and extras as the catalog still offers them (a box or add-on gone from it is left out). */
export function offeredParts(record: Pick<CheckoutRecord, 'Lines' | 'Extras'>, catalog: CatalogIndex) {
  const lines = record.Lines.flatMap((line) => {
    const theme = catalog.theme(line.ThemeId);
    return theme ? [{ themeId: theme.id, addons: line.Addons.filter((key) => catalog.addon(theme, key)), quantity: line.Quantity }] : [];
  });
  const offered = new Set(catalog.catalog.addonPage.map((addon) => addon.key));
  return { lines, extras: record.Extras.filter((key) => offered.has(key)) };
}

/** The checkout's amounts, priced now from the catalog. */
export function priceCheckout(record: Pick<CheckoutRecord, 'Lines' | 'Extras'>, catalog: CatalogIndex): PricedOrder {
  const { lines, extras } = offeredParts(record, catalog);
  return priceOrder(lines, extras, catalog);
}

/** The prefill of a signed-in owner's forms. */
export interface CheckoutPrefill {
  readonly name: string;
  readonly phone: string;
  readonly email?: string;
}

const fromPriced = (addon: { Key: string; Label: string; Price: number }) => ({ key: addon.Key, label: addon.Label, price: addon.Price });

/** The checkout as the API answers it. */
export function checkoutView(record: CheckoutRecord, catalog: CatalogIndex, prefill?: CheckoutPrefill): CheckoutView {
  const priced = priceCheckout(record, catalog);
  return {
    id: record.id,
    version: record.Version,
    status: record.Status,
    expiresAt: new Date(record.ExpiresAt * 1000).toISOString(),
    lines: priced.Lines.map((line) => {
      const theme = catalog.theme(line.ThemeId)!;
      return {
        themeId: line.ThemeId,
        themeName: line.ThemeName,
        route: theme.route,
        image: { src: theme.image.src, alt: theme.image.alt },
        addons: line.Addons.map(fromPriced),
        quantity: line.Quantity,
        basePrice: line.BasePrice,
        unitPrice: line.UnitPrice,
        lineTotal: line.LineTotal,
      };
    }),
    extras: priced.Extras.map(fromPriced),
    subtotal: priced.Subtotal,
    shipping: priced.Shipping,
    total: priced.Total,
    ...(record.Customization && { customization: { ...record.Customization.Values, id: record.Customization.Id } }),
    ...(record.Delivery && { delivery: { ...record.Delivery.Values, id: record.Delivery.Id } }),
    ...(record.Payment && { payment: { method: record.Payment.Method, ...(record.Payment.Bank && { bank: record.Payment.Bank }) } }),
    ...(record.DeliveryHold &&
      record.Status === 'open' && {
        deliveryHold: {
          date: record.DeliveryHold.Date,
          slotId: record.DeliveryHold.SlotId,
          label: catalog.catalog.calendar.slots.find((slot) => slot.id === record.DeliveryHold!.SlotId)?.label ?? record.DeliveryHold.SlotId,
          until: record.DeliveryHold.Until,
          // The holder's key on the day: the checkout's hash (never its secret id).
          token: sha256Hex(record.id),
        },
      }),
    ...(prefill && { prefill: { name: prefill.name, phone: prefill.phone, ...(prefill.email && { email: prefill.email }) } }),
    ...(record.OrderId &&
      record.OrderNumber && { order: { id: record.OrderId, orderNumber: record.OrderNumber, accessToken: accessTokenFor(record.id, record.OrderId) } }),
  } as CheckoutView;
}

// Orders: checks cart lines against the catalog, prices them with @partybox/pricing, and shapes the answer.
import { randomInt } from 'node:crypto';
import type { FieldError, OrderRecord, OrderRequest } from '@partybox/contracts';
import { addonSubtotal, boxTotal, cartTotals, lineTotal } from '@partybox/pricing';
import type { CatalogIndex } from './catalog-index';

type OrderLineRecord = OrderRecord['Lines'][number];

type PricedAddonRecord = OrderRecord['Extras'][number];

/** The amounts of an order, all computed on the server from the catalog. */
export type PricedOrder = Pick<OrderRecord, 'Lines' | 'Extras' | 'Subtotal' | 'Shipping' | 'Total'>;

/** What the API answers for an order, after placing it and on GET /api/orders/:id. */
export interface OrderBody {
  readonly id: string;
  readonly orderNumber: string;
  readonly status: OrderRecord['Status'];
  readonly paymentMethod: OrderRecord['PaymentMethod'];
  readonly lines: {
    readonly themeId: string;
    readonly themeName: string;
    readonly addons: { readonly key: string; readonly label: string; readonly price: number }[];
    readonly quantity: number;
    readonly unitPrice: number;
    readonly lineTotal: number;
  }[];
  /** Extras from the generic add-on page, with the price charged for each. */
  readonly extras: { readonly key: string; readonly label: string; readonly price: number }[];
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
  readonly createdAt: string;
}

const addonKeyShape = /^[a-z][A-Za-z0-9]{0,59}$/;
const quoted = (keys: readonly string[]) => keys.map((key) => `"${key}"`).join(', ');

/**
 * Problems with the cart lines that only the catalog can reveal: an unknown theme, or add-ons the theme does not
 * offer. Works on the raw body, so these are reported together with any shape problems.
 */
export function orderLineProblems(lines: unknown, index: CatalogIndex): FieldError[] {
  if (!Array.isArray(lines)) return [];
  const problems: FieldError[] = [];
  lines.forEach((line: unknown, i) => {
    if (typeof line !== 'object' || line === null) return;
    const { themeId, addons } = line as Record<string, unknown>;
    if (typeof themeId !== 'string') return;
    const theme = index.theme(themeId);
    if (!theme) {
      problems.push({ field: `lines[${i}].themeId`, message: 'This theme is not in our catalog: choose a theme from the catalog' });
      return;
    }
    if (!Array.isArray(addons)) return;
    const unknown = addons.filter((key): key is string => typeof key === 'string' && addonKeyShape.test(key) && !index.addon(theme, key));
    if (unknown.length > 0) {
      const noun = unknown.length === 1 ? 'add-on' : 'add-ons';
      problems.push({ field: `lines[${i}].addons`, message: `The ${theme.name} box has no ${noun} ${quoted(unknown)}: choose add-ons from the theme page` });
    }
  });
  return problems;
}

/** Problems with the extras: each must be an add-on of the generic add-on page. */
export function orderExtrasProblems(extras: unknown, index: CatalogIndex): FieldError[] {
  if (!Array.isArray(extras)) return [];
  const offered = new Set(index.catalog.addonPage.map((addon) => addon.key));
  const unknown = extras.filter((key): key is string => typeof key === 'string' && addonKeyShape.test(key) && !offered.has(key));
  return unknown.length ? [{ field: 'extras', message: `We offer no extra ${quoted(unknown)}: choose extras from the add-ons page` }] : [];
}

const snapshot = (addon: { key: string; label: string; price: number }): PricedAddonRecord => ({ Key: addon.key, Label: addon.label, Price: addon.price });

/**
 * Prices a valid order (see orderLineProblems and orderExtrasProblems): each box is its base price plus its
 * add-ons' charged prices, times its quantity; extras are added once; shipping is flat on a non-empty order.
 * Add-ons are stored with the label and price they had, so the order never changes with the catalog.
 */
export function priceOrder(lines: OrderRequest['lines'], extras: readonly string[], index: CatalogIndex): PricedOrder {
  const priced = lines.map((line): OrderLineRecord => {
    const theme = index.theme(line.themeId);
    if (!theme) throw new Error(`priceOrder: unknown theme "${line.themeId}"; check lines with orderLineProblems first`);
    const box = boxTotal(theme.basePrice, theme.addons, line.addons);
    return {
      ThemeId: theme.id,
      ThemeName: theme.name,
      // Stored in the theme page's order, so the same selection always reads the same.
      Addons: theme.addons.filter((addon) => line.addons.includes(addon.key)).map(snapshot),
      Quantity: line.quantity,
      BasePrice: box.base,
      AddonsPrice: box.addons,
      UnitPrice: box.total,
      LineTotal: lineTotal({ unitPrice: box.total, quantity: line.quantity }),
    };
  });
  const { addonPage } = index.catalog;
  const extrasPrice = addonSubtotal(addonPage, extras);
  const chargeable = priced.map((line) => ({ unitPrice: line.UnitPrice, quantity: line.Quantity }));
  if (extras.length > 0) chargeable.push({ unitPrice: extrasPrice, quantity: 1 });
  const totals = cartTotals(chargeable, index.catalog.site.shippingFee);
  return {
    Lines: priced,
    Extras: addonPage.filter((addon) => extras.includes(addon.key)).map(snapshot),
    Subtotal: totals.subtotal,
    Shipping: totals.shipping,
    Total: totals.total,
  };
}

const orderNumberAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A customer-facing order number: "PB-" + YYMMDD of `today` (India) + "-" + 6 random characters of [0-9A-Z]. */
export function orderNumber(today: string): string {
  const date = today.slice(2).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += orderNumberAlphabet[randomInt(orderNumberAlphabet.length)];
  return `PB-${date}-${suffix}`;
}

const fromSnapshot = (addon: PricedAddonRecord) => ({ key: addon.Key, label: addon.Label, price: addon.Price });

/** The answer for a stored order, entirely from the record. */
export function orderBody(record: OrderRecord): OrderBody {
  return {
    id: record.id,
    orderNumber: record.OrderNumber,
    status: record.Status,
    paymentMethod: record.PaymentMethod,
    lines: record.Lines.map((line) => ({
      themeId: line.ThemeId,
      themeName: line.ThemeName,
      addons: line.Addons.map(fromSnapshot),
      quantity: line.Quantity,
      unitPrice: line.UnitPrice,
      lineTotal: line.LineTotal,
    })),
    extras: record.Extras.map(fromSnapshot),
    subtotal: record.Subtotal,
    shipping: record.Shipping,
    total: record.Total,
    createdAt: record.CreatedAt,
  };
}

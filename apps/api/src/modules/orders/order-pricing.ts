// An order's amounts: checks cart lines against the catalog and prices them with @partybox/pricing.
import { addonKeyPattern, excerpt, type FieldError } from '@partybox/contracts';
import type { CheckoutCreateRequest } from '@partybox/contracts/checkout';
import { orderTotals } from '@partybox/pricing';
import type { OrderRecord } from '../../platform/db/records';
import type { CatalogIndex } from '../../platform/catalog/catalog-index';

type OrderLineRecord = OrderRecord['Lines'][number];

type PricedAddonRecord = OrderRecord['Extras'][number];

/** The amounts of an order, all computed on the server from the catalog. */
export type PricedOrder = Pick<OrderRecord, 'Lines' | 'Extras' | 'Subtotal' | 'Shipping' | 'Total'>;

const addonKeyShape = new RegExp(addonKeyPattern);
const quoted = (keys: readonly string[]) => keys.map((key) => `"${excerpt(key)}"`).join(', ');

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
 * Prices a valid order (see orderLineProblems and orderExtrasProblems) with @partybox/pricing's orderTotals.
 * Add-ons are stored with the label and price they had, so the order never changes with the catalog.
 */
export function priceOrder(lines: CheckoutCreateRequest['lines'], extras: readonly string[], index: CatalogIndex): PricedOrder {
  const boxes = lines.map((line) => {
    const theme = index.theme(line.themeId);
    if (!theme) throw new Error(`priceOrder: unknown theme "${line.themeId}"; check lines with orderLineProblems first`);
    // Kept in the theme page's order, so the same selection always reads the same.
    return { theme, addons: theme.addons.filter((addon) => line.addons.includes(addon.key)), quantity: line.quantity };
  });
  const chosenExtras = index.catalog.addonPage.filter((addon) => extras.includes(addon.key));
  const totals = orderTotals(
    boxes.map((box) => ({ basePrice: box.theme.basePrice, addons: box.addons, quantity: box.quantity })),
    chosenExtras,
    index.catalog.site.shippingFee,
  );
  return {
    Lines: boxes.map(({ theme, addons, quantity }, i): OrderLineRecord => {
      const priced = totals.boxes[i]!;
      return {
        ThemeId: theme.id,
        ThemeName: theme.name,
        Addons: addons.map(snapshot),
        Quantity: quantity,
        BasePrice: priced.basePrice,
        AddonsPrice: priced.addonsPrice,
        UnitPrice: priced.unitPrice,
        LineTotal: priced.lineTotal,
      };
    }),
    Extras: chosenExtras.map(snapshot),
    Subtotal: totals.subtotal,
    Shipping: totals.shipping,
    Total: totals.total,
  };
}

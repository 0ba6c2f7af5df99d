// The policy figures the shop's copy quotes (catalog/site.json's home, FAQ and policies), filled in from the rules that
// own them when the catalog's modules are built, so a figure is written once: the cancel window and the refund time
// from @partybox/order-lifecycle, the lead time from catalog/calendar.json, the delivery fee from site.json's own
// shippingFee formatted by the one money function.
import type { Catalog } from '@partybox/catalog';
import { refundPolicy } from '@partybox/order-lifecycle';
import { formatInr } from '@partybox/pricing';

/** Every placeholder the copy may use and its value. */
export function policyFigures(catalog: Catalog): Readonly<Record<string, string>> {
  return {
    cancelHours: String(refundPolicy.cancelHoursBeforeEvent),
    refundWorkingDays: refundPolicy.refundWorkingDays,
    leadTimeDays: String(catalog.calendar.leadTimeDays),
    shippingFee: formatInr(catalog.site.shippingFee),
  };
}

/** `value` with every `{name}` in its strings filled; a name with no figure fails the build, naming it. */
export function fillPolicyFigures<T>(value: T, figures: Readonly<Record<string, string>>, where: string): T {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'string'
        ? item.replace(/\{(\w+)\}/g, (_match, name: string) => {
            const figure = figures[name];
            if (figure === undefined) throw new Error(`catalog/site.json ${where}: unknown placeholder {${name}} (known: ${Object.keys(figures).join(', ')})`);
            return figure;
          })
        : item,
    ),
  ) as T;
}

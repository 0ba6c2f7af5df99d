// @vitest-environment node
// The policy figures the copy quotes come from the rules that own them, filled in when the catalog modules are built.
import { loadCatalog } from '@partybox/catalog';
import { customerCancelHours, refundPolicy } from '@partybox/order-lifecycle';
import { describe, expect, it } from 'vitest';
import { moduleSource } from '../catalog-plugin';
import { fillPolicyFigures, policyFigures } from '../policy-figures';

const catalog = loadCatalog();
const moduleText = (name: string) => moduleSource(catalog, name) ?? '';

describe('the policy figures in the shop’s copy', () => {
  it('are filled in from the rules that own them, so the FAQ, the policies and the about page quote the same figures', () => {
    for (const name of ['faq', 'policies', 'about']) expect(moduleText(name)).not.toMatch(/\{(cancelHours|refundWorkingDays|leadTimeDays|shippingFee)\}/);
    expect(moduleText('faq')).toContain(`up to ${customerCancelHours} hours before the start of your delivery day`);
    expect(moduleText('faq')).toContain(`${refundPolicy.refundWorkingDays} working days`);
    expect(moduleText('faq')).toContain(`at least ${catalog.calendar.leadTimeDays} days before`);
    expect(moduleText('policies')).toContain('a flat delivery fee of ₹199 per order');
    expect(moduleText('about')).toContain('a flat delivery fee of ₹199.');
  });

  it('follow a change of the rule: a different lead time in the calendar is what the FAQ says', () => {
    const changed = { ...catalog, calendar: { ...catalog.calendar, leadTimeDays: 7 } };
    expect(moduleSource(changed, 'faq')).toContain('at least 7 days before');
  });

  it('fail the build on a placeholder no rule fills, naming it', () => {
    expect(() => fillPolicyFigures({ text: 'Cancel {cancelDays} days ahead' }, policyFigures(catalog), 'faq')).toThrow(
      'catalog/site.json faq: unknown placeholder {cancelDays} (known: cancelHours, refundWorkingDays, leadTimeDays, shippingFee)',
    );
  });
});

// The business-rule context in the browser: today's date in India, the lead time and the delivery area,
// the same inputs the API uses, so forms and API agree on every rule.
import type { RuleContext } from '@partybox/contracts';
import { indiaToday } from '@partybox/contracts';
import deliveryArea from 'virtual:catalog/delivery-area';
import calendar from 'virtual:catalog/calendar';

/** The rule context as of now. */
export function ruleContext(now: Date = new Date()): RuleContext {
  return { today: indiaToday(now), leadTimeDays: calendar.leadTimeDays, deliveryArea };
}

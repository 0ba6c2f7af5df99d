// The first bookable event date (today in India plus the lead time), for a date input's `min`. It is computed
// after mounting, so a page prerendered at build time hydrates without a mismatch.
import { earliestEventDate } from '@partybox/contracts';
import { useEffect, useState } from 'react';
import { ruleContext } from './rule-context';

/** YYYY-MM-DD, or undefined until the page has mounted in the browser. */
export function useEarliestEventDate(): string | undefined {
  const [earliest, setEarliest] = useState<string>();
  useEffect(() => setEarliest(earliestEventDate(ruleContext())), []);
  return earliest;
}

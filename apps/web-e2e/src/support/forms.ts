// What the flow suites share to fill the storefront's forms: exact field and add-on names, a bookable event date,
// and the console errors a browser logs when the store is unreachable.
import { addDays, indiaToday } from '@partybox/contracts';
import type { Locator } from 'playwright-core';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's accessible name, exactly, whatever its required (" *") or optional (" (optional)") marker. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${escape(text)}( \\*| \\(optional\\))?$`);
}

/** An add-on checkbox's accessible name: its label followed by the price it shows ("Neon Sign +₹1,550"). */
export function addonLabel(label: string): RegExp {
  return new RegExp(`^${escape(label)} \\+₹`);
}

/** A date `days` after today in India's calendar (YYYY-MM-DD), e.g. a bookable event date. */
export function daysAhead(days: number): string {
  return addDays(indiaToday(), days);
}

/** Rupees as the storefront shows them ("₹14,999"). */
export const inr = (rupees: number): string => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(rupees);

/** The console error Chromium logs for a request to a stopped store; the only error the failure suite expects. */
export const unreachableStoreError = /^Failed to load resource: net::ERR_CONNECTION_REFUSED$/;

/**
 * The message a field shows next to it, as assistive technology reads it: the text of what its aria-describedby
 * names (which must sit beside the field), or null when the field is not marked invalid.
 */
export async function fieldError(field: Locator): Promise<string | null> {
  return field.evaluate((element) => {
    if (element.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const messages = ids.map((id) => element.ownerDocument.getElementById(id));
    // Next to the field: the message and the field share their container.
    if (messages.some((message) => !message?.parentElement?.contains(element))) return `not next to the field: ${ids.join(' ')}`;
    return messages.map((message) => message?.textContent ?? '').join(' ');
  });
}

/** True when the field has the keyboard focus. */
export async function isFocused(field: Locator): Promise<boolean> {
  return field.evaluate((element) => element === element.ownerDocument.activeElement);
}

// The holds on a day as the rules count them: a checkout's hold counts against the slot and the day for everyone
// else until it ends, never for the checkout holding it, and an ended hold counts for nobody (it is pruned at the day's
// next write). Pure: the service reads the day, asks these, and writes what they decide.
import type { DayHold, DeliveryDayRecord } from './delivery-day-repository';

/** The day's holds still running at `nowMs`, by holder. */
export function runningHolds(day: DeliveryDayRecord | undefined, nowMs: number): Record<string, DayHold> {
  return Object.fromEntries(Object.entries(day?.Holds ?? {}).filter(([, hold]) => hold.Until > nowMs));
}

/**
 * The places held on the day by slot id, leaving out `viewer`'s own hold (when there is a viewer) and any holder
 * already booked (a booking is counted once, by its set).
 */
export function heldPlaces(day: DeliveryDayRecord | undefined, nowMs: number, viewer?: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [holder, hold] of Object.entries(runningHolds(day, nowMs))) {
    if (holder === viewer || day?.Orders?.has(holder)) continue;
    counts[hold.Slot] = (counts[hold.Slot] ?? 0) + 1;
  }
  return counts;
}

/** The running holds with `holder`'s left out (to replace or end it). */
export function holdsWithout(day: DeliveryDayRecord | undefined, nowMs: number, holder: string): Record<string, DayHold> {
  const { [holder]: _own, ...others } = runningHolds(day, nowMs);
  return others;
}

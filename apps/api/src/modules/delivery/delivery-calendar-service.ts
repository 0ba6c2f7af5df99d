// The delivery calendar's service: the customer's calendar, the hold a checkout takes on the day and slot it chose,
// the reservation made when the order is placed (the hold becomes the booking; a cancel gives it back), and the
// operators' view and changes of single days. The rules are @partybox/order-lifecycle's; this module adds what is
// stored (bookings, holds and overrides per day).
import type { AdminCalendarDay, AdminCalendarPage, CalendarDayChange, DeliveryCalendarView } from '@partybox/contracts/calendar';
import {
  blockedReason,
  dayCapacity,
  deliveryChoiceProblem,
  deliveryDays,
  earliestDeliveryDate,
  latestDeliveryDate,
  mumbaiClock,
  shiftDate,
  weekdayOf,
  type CalendarSettings,
  type CalendarState,
  type DayOverride,
  type DeliveryChoiceProblem,
  type DeliverySlot,
  type SlotBookings,
} from '@partybox/order-lifecycle';
import { Unavailable } from '../../platform/errors/domain-errors';
import { heldPlaces, holdsWithout, runningHolds } from './day-holds';
import { slotAttribute, type DayWrite, type DeliveryDayRecord, type DeliveryDayRepository } from './delivery-day-repository';

/** A choice the calendar no longer takes when the order is placed: the day or slot filled (or was blocked) meanwhile. */
export class DeliveryUnavailableError extends Error {
  override readonly name = 'DeliveryUnavailableError';
  constructor(readonly problem: DeliveryChoiceProblem) {
    super(`delivery unavailable: ${problem.field}: ${problem.message}`);
  }
}

/**
 * How often a hold or a booking is decided again when another write of the same day came between its read and its
 * write. Each round one writer wins, and a day taking its last place refuses the rest on their next read; this many
 * rounds cover a crowd far larger than one day's capacity.
 */
const dayWriteAttempts = 12;
const busyMessage = 'Many customers are booking this day right now: try again in a moment';

/** A little random wait before deciding again, so writers that collided do not collide again in step. */
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));

export interface DeliveryCalendarDeps {
  readonly days: DeliveryDayRepository;
  readonly calendar: CalendarSettings;
  readonly now: () => Date;
}

/** A customer's choice: the day and the slot's id. */
export interface DeliveryChoice {
  readonly date: string;
  readonly slotId: string;
}

const sizeOf = (set: Set<string> | undefined): number => set?.size ?? 0;

export class DeliveryCalendarService {
  constructor(private readonly deps: DeliveryCalendarDeps) {}

  get calendar(): CalendarSettings {
    return this.deps.calendar;
  }

  /** How long a hold lasts (catalog/calendar.json's holdMinutes). */
  get holdMs(): number {
    return this.deps.calendar.holdMinutes * 60_000;
  }

  /**
   * What the rules need for `dates`: the places taken (bookings, and running holds other than `viewer`'s), the
   * overrides, the time now and the party date.
   */
  private async stateFor(dates: readonly string[], partyDate?: string, viewer?: string): Promise<CalendarState & { stored: Map<string, DeliveryDayRecord> }> {
    return this.stateOf(await this.deps.days.read(dates), partyDate, viewer);
  }

  private stateOf(stored: Map<string, DeliveryDayRecord>, partyDate?: string, viewer?: string): CalendarState & { stored: Map<string, DeliveryDayRecord> } {
    const now = this.deps.now();
    const bookings: Record<string, SlotBookings> = {};
    const overrides: Record<string, DayOverride> = {};
    for (const [date, day] of stored) {
      const held = heldPlaces(day, now.getTime(), viewer);
      bookings[date] = Object.fromEntries(this.deps.calendar.slots.map((slot) => [slot.id, sizeOf(day[slotAttribute(slot.id)]) + (held[slot.id] ?? 0)]));
      overrides[date] = { ...(day.BlockedReason && { blockedReason: day.BlockedReason }), ...(day.Capacity !== undefined && { capacity: day.Capacity }) };
    }
    return { calendar: this.deps.calendar, now, bookings, overrides, ...(partyDate && { partyDate }), stored };
  }

  /**
   * Every day of the booking window with its status and slots, for the customer's calendar. `viewer` (a checkout's
   * hold token) sees its own held place as free: it is theirs.
   */
  async customerView(partyDate?: string, viewer?: string): Promise<DeliveryCalendarView> {
    const now = this.deps.now();
    const today = mumbaiClock(now).date;
    const latest = latestDeliveryDate(this.deps.calendar, now);
    const earliest = earliestDeliveryDate(this.deps.calendar, now);
    const dates: string[] = [];
    for (let date = earliest; date <= latest; date = shiftDate(date, 1)) dates.push(date);
    const days = deliveryDays(await this.stateFor(dates, partyDate, viewer));
    return { today, earliest, latest, days };
  }

  /**
   * Decides a write of one day on the day as read, and makes it only if nobody wrote the day in between (the day's
   * Version); otherwise reads and decides again, a bounded number of times. `decide` answers the write to make, or
   * undefined when there is nothing to write, and throws to refuse.
   */
  private async writeDay(
    date: string,
    decide: (day: DeliveryDayRecord | undefined, state: CalendarState) => DayWrite | undefined,
    partyDate?: string,
    viewer?: string,
  ): Promise<void> {
    for (let attempt = 1; attempt <= dayWriteAttempts; attempt++) {
      const state = await this.stateFor([date], partyDate, viewer);
      const day = state.stored.get(date);
      const write = decide(day, state);
      if (!write || (await this.deps.days.writeAt(date, day?.Version, write))) return;
      await pause(attempt);
    }
    throw new Unavailable('delivery_busy', busyMessage);
  }

  /**
   * Holds `choice` for `holder` (a checkout's hash) until holdMinutes from now, replacing any hold it had on that
   * day: one conditional write of the day. A choice the calendar cannot take now, counting everyone else's bookings
   * and running holds, throws DeliveryUnavailableError naming the field. Answers when the hold ends.
   */
  async hold(choice: DeliveryChoice, holder: string, partyDate?: string): Promise<Date> {
    const now = this.deps.now().getTime();
    const until = now + this.holdMs;
    await this.writeDay(
      choice.date,
      (day, state) => {
        const problem = deliveryChoiceProblem(state, choice.date, choice.slotId);
        if (problem) throw unavailable(problem);
        return { holds: { ...holdsWithout(day, now, holder), [holder]: { Slot: choice.slotId, Until: until } } };
      },
      partyDate,
      holder,
    );
    return new Date(until);
  }

  /** Ends `holder`'s hold on `date` (it chose another place): nothing to do when it has none there. */
  async releaseHold(date: string, holder: string): Promise<void> {
    const now = this.deps.now().getTime();
    await this.writeDay(date, (day) => (day?.Holds?.[holder] ? { holds: holdsWithout(day, now, holder) } : undefined));
  }

  /**
   * Books the place for `holder` (the checkout's hash: the same on every retry of its complete), turning its hold into
   * the booking in the same one conditional write, and answers the booked slot. A hold that ran out still books when
   * the place is free; a choice the day can no longer take (counting everyone else's bookings and running holds)
   * throws DeliveryUnavailableError naming `deliveryDate` or `deliverySlot`, whatever server process filled it.
   */
  async reserve(choice: DeliveryChoice, holder: string, partyDate?: string): Promise<DeliverySlot> {
    const slot = this.deps.calendar.slots.find((candidate) => candidate.id === choice.slotId);
    const now = this.deps.now().getTime();
    await this.writeDay(
      choice.date,
      (day, state) => {
        // Already this holder's (a retried complete, or two racing completes of one checkout): nothing to count again.
        if (slot && day?.[slotAttribute(slot.id)]?.has(holder)) return undefined;
        // Booked earlier into another slot of the day (the customer changed slot after a refused complete): move it.
        const leaving = day?.Orders?.has(holder)
          ? this.deps.calendar.slots.filter((other) => day[slotAttribute(other.id)]?.has(holder)).map((other) => other.id)
          : [];
        const counted = leaving.length > 0 ? this.stateOf(new Map([[choice.date, withoutBooking(day!, holder, leaving)]]), partyDate, holder) : state;
        const problem = deliveryChoiceProblem(counted, choice.date, choice.slotId);
        if (problem || !slot) throw unavailable(problem ?? { field: 'deliverySlot', message: 'Choose a delivery time slot' });
        // Its hold on this slot becomes the booking; a hold on another slot of the day is another tab's newer choice, kept.
        const holds = day?.Holds?.[holder]?.Slot === slot.id ? holdsWithout(day, now, holder) : runningHolds(day, now);
        return { holds, book: { holder, slotId: slot.id, leaving } };
      },
      partyDate,
      holder,
    );
    return { date: choice.date, slotId: slot!.id, label: slot!.label };
  }

  /**
   * Why `holder` could not book `choice` now, counting everyone else's bookings and running holds and its own booking
   * on that day as its own; undefined when it could. Reads only (an order edit's preview); `reserve` decides again.
   */
  async problemOf(choice: DeliveryChoice, holder: string, partyDate?: string): Promise<DeliveryChoiceProblem | undefined> {
    const state = await this.stateFor([choice.date], partyDate, holder);
    const day = state.stored.get(choice.date);
    if (day?.[slotAttribute(choice.slotId)]?.has(holder)) return undefined;
    const leaving = day?.Orders?.has(holder)
      ? this.deps.calendar.slots.filter((other) => day[slotAttribute(other.id)]?.has(holder)).map((other) => other.id)
      : [];
    const counted = leaving.length > 0 ? this.stateOf(new Map([[choice.date, withoutBooking(day!, holder, leaving)]]), partyDate, holder) : state;
    return deliveryChoiceProblem(counted, choice.date, choice.slotId);
  }

  /**
   * Gives back what an open checkout had at `place` once it chose another: its hold there (unless `heldNow`, the day
   * its new hold is on, is the same day: that write replaced it), and a booking there made by a complete whose
   * checkout write then lost to another tab's save (an open checkout owns no booking: its order was never placed).
   */
  async releasePlace(place: { date: string; slotId: string }, holder: string, heldNow: string): Promise<void> {
    await this.deps.days.release(place.date, place.slotId, holder);
    if (place.date !== heldNow) await this.releaseHold(place.date, holder);
  }

  /** Gives an order's place back (a cancel); a second call changes nothing. */
  async release(slot: DeliverySlot, holder: string): Promise<void> {
    await this.deps.days.release(slot.date, slot.slotId, holder);
  }

  /** The console's capacity view of `days` days from `from`. */
  async adminPage(from: string, days: number): Promise<AdminCalendarPage> {
    const dates = Array.from({ length: days }, (_, i) => shiftDate(from, i));
    const stored = await this.deps.days.read(dates);
    return { days: dates.map((date) => this.adminDay(date, stored.get(date))) };
  }

  /** Applies an operator's change to one day and answers the day as it now is. */
  async changeDay(date: string, change: CalendarDayChange, stamp: { by: string; at: string; key: string; hash: string }): Promise<AdminCalendarDay> {
    const settings = {
      ...(change.blocked !== undefined && { blockedReason: change.blocked === null ? null : change.blocked.reason.trim() }),
      ...(change.capacity !== undefined && { capacity: change.capacity }),
    };
    return this.adminDay(date, await this.deps.days.change(date, settings, stamp));
  }

  private adminDay(date: string, day: DeliveryDayRecord | undefined): AdminCalendarDay {
    const { calendar } = this.deps;
    const override: DayOverride = {
      ...(day?.BlockedReason && { blockedReason: day.BlockedReason }),
      ...(day?.Capacity !== undefined && { capacity: day.Capacity }),
    };
    const reason = blockedReason(calendar, date, override);
    // Holds count as taken for the customers; the team sees them apart from the orders booked.
    const held = heldPlaces(day, this.deps.now().getTime());
    return {
      date,
      capacity: dayCapacity(calendar, override),
      capacityOverridden: override.capacity !== undefined,
      booked: sizeOf(day?.Orders),
      held: Object.values(held).reduce((sum, count) => sum + count, 0),
      ...(reason && { blocked: { reason, by: override.blockedReason ? ('operator' as const) : ('catalog' as const) } }),
      ...(!calendar.deliveryWeekdays.includes(weekdayOf(date)) && { closedWeekday: true }),
      slots: calendar.slots.map((slot) => ({
        id: slot.id,
        label: slot.label,
        capacity: slot.capacity,
        booked: sizeOf(day?.[slotAttribute(slot.id)]),
        held: held[slot.id] ?? 0,
      })),
    };
  }
}

/** The day as it would be without `holder`'s booking in the `leaving` slots (to count a move of it). */
function withoutBooking(day: DeliveryDayRecord, holder: string, leaving: readonly string[]): DeliveryDayRecord {
  const without = (set: Set<string> | undefined) => new Set([...(set ?? [])].filter((other) => other !== holder));
  return { ...day, Orders: without(day.Orders), ...Object.fromEntries(leaving.map((id) => [slotAttribute(id), without(day[slotAttribute(id)])])) };
}

function unavailable(problem: DeliveryChoiceProblem): DeliveryUnavailableError {
  return new DeliveryUnavailableError(problem);
}

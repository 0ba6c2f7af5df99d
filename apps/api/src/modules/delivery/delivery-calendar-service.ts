// The delivery calendar's service: the customer's calendar, the check of a choice, the reservation made when an
// order is placed (and given back when it is cancelled), and the operators' view and changes of single days. The
// rules are @partybox/order-lifecycle's; this module adds what is stored (bookings and overrides per day).
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
import { slotAttribute, type DeliveryDayRecord, type DeliveryDayRepository } from './delivery-day-repository';

/** A choice the calendar no longer takes when the order is placed: the day or slot filled (or was blocked) meanwhile. */
export class DeliveryUnavailableError extends Error {
  override readonly name = 'DeliveryUnavailableError';
  constructor(readonly problem: DeliveryChoiceProblem) {
    super(`delivery unavailable: ${problem.field}: ${problem.message}`);
  }
}

/** How often a reservation is tried again when the day changed between its refusal and the read that explains it. */
const reserveAttempts = 3;

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

  /** What the rules need for `dates`: the bookings and overrides stored for them, the time now and the party date. */
  private async stateFor(dates: readonly string[], partyDate?: string): Promise<CalendarState & { stored: Map<string, DeliveryDayRecord> }> {
    const stored = await this.deps.days.read(dates);
    const bookings: Record<string, SlotBookings> = {};
    const overrides: Record<string, DayOverride> = {};
    for (const [date, day] of stored) {
      bookings[date] = Object.fromEntries(this.deps.calendar.slots.map((slot) => [slot.id, sizeOf(day[slotAttribute(slot.id)])]));
      overrides[date] = { ...(day.BlockedReason && { blockedReason: day.BlockedReason }), ...(day.Capacity !== undefined && { capacity: day.Capacity }) };
    }
    return { calendar: this.deps.calendar, now: this.deps.now(), bookings, overrides, ...(partyDate && { partyDate }), stored };
  }

  /** Every day of the booking window with its status and slots, for the customer's calendar. */
  async customerView(partyDate?: string): Promise<DeliveryCalendarView> {
    const now = this.deps.now();
    const today = mumbaiClock(now).date;
    const latest = latestDeliveryDate(this.deps.calendar, now);
    const earliest = earliestDeliveryDate(this.deps.calendar, now);
    const dates: string[] = [];
    for (let date = earliest; date <= latest; date = shiftDate(date, 1)) dates.push(date);
    const days = deliveryDays(await this.stateFor(dates, partyDate));
    return { today, earliest, latest, days };
  }

  /** Why `choice` cannot be booked now (naming the field), or undefined. */
  async choiceProblem(choice: DeliveryChoice, partyDate?: string): Promise<DeliveryChoiceProblem | undefined> {
    return deliveryChoiceProblem(await this.stateFor([choice.date], partyDate), choice.date, choice.slotId);
  }

  /**
   * Reserves the place for `holder` (the checkout's hash: the same on every retry of its complete) with one
   * conditional write, and answers the booked slot. A choice the day can no longer take throws DeliveryUnavailableError
   * naming `deliveryDate` or `deliverySlot`, whatever server process filled it.
   */
  async reserve(choice: DeliveryChoice, holder: string, partyDate?: string): Promise<DeliverySlot> {
    const slot = this.deps.calendar.slots.find((candidate) => candidate.id === choice.slotId);
    for (let attempt = 1; ; attempt++) {
      const state = await this.stateFor([choice.date], partyDate);
      const day = state.stored.get(choice.date);
      // Already this holder's (a retried complete, or two racing completes of one checkout): nothing to count again.
      if (slot && day?.[slotAttribute(slot.id)]?.has(holder)) return { date: choice.date, slotId: slot.id, label: slot.label };
      if (day?.Orders?.has(holder)) {
        // Booked earlier into another slot of the day (the customer changed slot after a refused complete): move it.
        for (const other of this.deps.calendar.slots) await this.deps.days.release(choice.date, other.id, holder);
        continue;
      }
      const problem = deliveryChoiceProblem(state, choice.date, choice.slotId);
      if (problem || !slot) throw unavailable(problem ?? { field: 'deliverySlot', message: 'Choose a delivery time slot' });
      const limits = { slotCapacity: slot.capacity, catalogDayCapacity: this.deps.calendar.ordersPerDay };
      if (await this.deps.days.reserve(choice.date, slot.id, holder, limits)) return { date: choice.date, slotId: slot.id, label: slot.label };
      // Refused: another order took the last place (or an operator blocked the day) between the read and the write.
      if (attempt >= reserveAttempts) {
        const after = deliveryChoiceProblem(await this.stateFor([choice.date], partyDate), choice.date, choice.slotId);
        throw unavailable(after ?? { field: 'deliverySlot', message: 'That slot has just been booked: choose another slot or day' });
      }
    }
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
    return {
      date,
      capacity: dayCapacity(calendar, override),
      capacityOverridden: override.capacity !== undefined,
      booked: sizeOf(day?.Orders),
      ...(reason && { blocked: { reason, by: override.blockedReason ? ('operator' as const) : ('catalog' as const) } }),
      ...(!calendar.deliveryWeekdays.includes(weekdayOf(date)) && { closedWeekday: true }),
      slots: calendar.slots.map((slot) => ({ id: slot.id, label: slot.label, capacity: slot.capacity, booked: sizeOf(day?.[slotAttribute(slot.id)]) })),
    };
  }
}

function unavailable(problem: DeliveryChoiceProblem): DeliveryUnavailableError {
  return new DeliveryUnavailableError(problem);
}

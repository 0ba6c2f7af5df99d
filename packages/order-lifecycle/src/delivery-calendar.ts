// The delivery calendar's rules: which days and slots a customer may choose, given the shop's calendar
// (catalog/calendar.json), the operators' overrides for single days, the orders already booked, the time now in
// Mumbai and the party date, and why every other day cannot be chosen. The storefront's calendar, the API's check of a
// choice and the console's capacity views all ask these functions.
import type { DeliveryCalendar } from '@partybox/catalog/types';
import { formatShortDate, isCalendarDate, mumbaiClock, shiftDate, weekdayOf, weekdayPlural } from './calendar-dates';

/** The shop's calendar as the catalog defines it (the rules need none of its texts). */
export type CalendarSettings = Omit<DeliveryCalendar, '$schema' | 'holdTexts'>;

/** An operator's settings for one day (stored by the API), each overriding the catalog for that day. */
export interface DayOverride {
  /** The day is blocked, with the reason customers read. */
  readonly blockedReason?: string;
  /** The orders the day can take, instead of the catalog's ordersPerDay. */
  readonly capacity?: number;
}

/** The orders booked on one day, by slot id. */
export type SlotBookings = Readonly<Record<string, number>>;

/** Everything the rules need to know about the calendar right now. */
export interface CalendarState {
  readonly calendar: CalendarSettings;
  readonly now: Date;
  /** Operators' overrides by date (YYYY-MM-DD). */
  readonly overrides?: Readonly<Record<string, DayOverride>>;
  /** Bookings by date. */
  readonly bookings?: Readonly<Record<string, SlotBookings>>;
  /** The party's date: the box must arrive on or before it. */
  readonly partyDate?: string;
}

/** Why a day can or cannot be chosen. */
export const deliveryDayStatuses = ['open', 'full', 'blocked', 'too-soon', 'closed-weekday', 'after-party-date'] as const;
export type DeliveryDayStatus = (typeof deliveryDayStatuses)[number];

/** One day as the customer's calendar shows it. */
export interface DeliveryDay {
  readonly date: string;
  readonly status: DeliveryDayStatus;
  /** Why the day cannot be chosen, in the customer's words; absent on open days. */
  readonly reason?: string;
  // A fresh array each time, not readonly: the answer's type (contracts' DeliveryCalendarView, derived from its JSON
  // Schema) takes it as it is.
  readonly slots: { readonly id: string; readonly label: string; readonly available: boolean }[];
}

/** The delivery an order was booked for; absent on orders placed before the calendar ("to be agreed"). */
export interface DeliverySlot {
  /** The delivery day, YYYY-MM-DD (in Mumbai). */
  readonly date: string;
  /** The slot's id in catalog/calendar.json. */
  readonly slotId: string;
  /** The slot as customers read it ("12-3 pm"), frozen when the order was placed. */
  readonly label: string;
}

/** A choice the rules refuse, named by the field the customer must change. */
export interface DeliveryChoiceProblem {
  readonly field: 'deliveryDate' | 'deliverySlot';
  readonly message: string;
}

/**
 * The first date a delivery can be booked for at `now`: the lead time after today in Mumbai, one day later once
 * today's cut-off time has passed (an order placed after it is started the next morning).
 */
export function earliestDeliveryDate(calendar: CalendarSettings, now: Date): string {
  const clock = mumbaiClock(now);
  return shiftDate(clock.date, calendar.leadTimeDays + (clock.time >= calendar.cutoffTime ? 1 : 0));
}

/** The last date of the booking window at `now`. */
export function latestDeliveryDate(calendar: CalendarSettings, now: Date): string {
  return shiftDate(mumbaiClock(now).date, calendar.bookingWindowDays);
}

/** The orders a day can take: the operator's override, else the catalog's. */
export function dayCapacity(calendar: CalendarSettings, override?: DayOverride): number {
  return override?.capacity ?? calendar.ordersPerDay;
}

/** Why a day is blocked (the operator's reason first, then the catalog's), or undefined. */
export function blockedReason(calendar: CalendarSettings, date: string, override?: DayOverride): string | undefined {
  return override?.blockedReason ?? calendar.blockedDates.find((blocked) => blocked.date === date)?.reason;
}

const bookedOn = (state: CalendarState, date: string): SlotBookings => state.bookings?.[date] ?? {};
const totalOf = (bookings: SlotBookings): number => Object.values(bookings).reduce((sum, count) => sum + count, 0);

/** Whether one more order fits the slot and the day. */
function slotHasRoom(state: CalendarState, date: string, slot: CalendarSettings['slots'][number]): boolean {
  const booked = bookedOn(state, date);
  return (booked[slot.id] ?? 0) < slot.capacity && totalOf(booked) < dayCapacity(state.calendar, state.overrides?.[date]);
}

/** The day's status and, when it cannot be chosen, why (checked in the order a customer would ask about them). */
function statusOf(state: CalendarState, date: string): { status: DeliveryDayStatus; reason?: string } {
  const { calendar } = state;
  const earliest = earliestDeliveryDate(calendar, state.now);
  if (date < earliest) {
    return { status: 'too-soon', reason: `We need ${calendar.leadTimeDays} days to make your box: the earliest delivery is ${formatShortDate(earliest)}` };
  }
  if (state.partyDate && isCalendarDate(state.partyDate) && date > state.partyDate) {
    return { status: 'after-party-date', reason: `After your party on ${formatShortDate(state.partyDate)}` };
  }
  const blocked = blockedReason(calendar, date, state.overrides?.[date]);
  if (blocked) return { status: 'blocked', reason: blocked };
  const weekday = weekdayOf(date);
  if (!calendar.deliveryWeekdays.includes(weekday)) return { status: 'closed-weekday', reason: `We don't deliver on ${weekdayPlural(weekday)}` };
  if (!calendar.slots.some((slot) => slotHasRoom(state, date, slot))) return { status: 'full', reason: 'Fully booked' };
  return { status: 'open' };
}

/** One day of the customer's calendar. */
export function deliveryDay(state: CalendarState, date: string): DeliveryDay {
  const { status, reason } = statusOf(state, date);
  const slots = state.calendar.slots.map((slot) => ({ id: slot.id, label: slot.label, available: status === 'open' && slotHasRoom(state, date, slot) }));
  return { date, status, ...(reason && { reason }), slots };
}

/** Every day of the booking window, from today in Mumbai to its last day, each with its status. */
export function deliveryDays(state: CalendarState): DeliveryDay[] {
  const today = mumbaiClock(state.now).date;
  const latest = latestDeliveryDate(state.calendar, state.now);
  const days: DeliveryDay[] = [];
  for (let date = today; date <= latest; date = shiftDate(date, 1)) days.push(deliveryDay(state, date));
  return days;
}

/**
 * Why a customer may not choose `date` and `slotId`, naming the field to change, or undefined when the choice can be
 * booked now. The API asks it when the delivery step is saved and again to explain a reservation the day refused.
 */
export function deliveryChoiceProblem(state: CalendarState, date: string, slotId: string): DeliveryChoiceProblem | undefined {
  const { calendar } = state;
  const refuseDate = (message: string): DeliveryChoiceProblem => ({ field: 'deliveryDate', message });
  if (!isCalendarDate(date)) return refuseDate('Choose a delivery date on the calendar');
  const earliest = earliestDeliveryDate(calendar, state.now);
  const latest = latestDeliveryDate(calendar, state.now);
  const day = formatShortDate(date);
  if (date < earliest) return refuseDate(`Choose ${formatShortDate(earliest)} or later: we need ${calendar.leadTimeDays} days to make your box`);
  if (date > latest) return refuseDate(`Choose a date up to ${formatShortDate(latest)}: we take bookings ${calendar.bookingWindowDays} days ahead`);
  if (state.partyDate && isCalendarDate(state.partyDate) && date > state.partyDate) {
    return refuseDate(`Choose a delivery date on or before your party on ${formatShortDate(state.partyDate)}`);
  }
  const blocked = blockedReason(calendar, date, state.overrides?.[date]);
  if (blocked) return refuseDate(`${day} is not available: ${blocked}`);
  const weekday = weekdayOf(date);
  if (!calendar.deliveryWeekdays.includes(weekday)) return refuseDate(`We don't deliver on ${weekdayPlural(weekday)}: choose another day`);
  const slot = calendar.slots.find((candidate) => candidate.id === slotId);
  if (!slot) return { field: 'deliverySlot', message: `Choose one of the delivery slots: ${calendar.slots.map((s) => s.label).join(', ')}` };
  if (totalOf(bookedOn(state, date)) >= dayCapacity(calendar, state.overrides?.[date])) return refuseDate(`${day} is fully booked: choose another day`);
  if (!slotHasRoom(state, date, slot))
    return { field: 'deliverySlot', message: `The ${slot.label} slot on ${day} is fully booked: choose another slot or day` };
  return undefined;
}

/** The delivery as an order text says it, short enough to keep the text one segment: "Delivery Sat 5 Dec, 12-3 pm". */
export function deliveryLine(slot: DeliverySlot | undefined): string {
  return slot ? `Delivery ${formatShortDate(slot.date)}, ${slot.label}` : 'Delivery time to be agreed';
}

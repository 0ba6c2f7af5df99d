// The delivery calendar: a month grid of day buttons where only days the shop can make are choosable; every other day
// is greyed out (aria-disabled, still focusable) and says why, then the chosen day's time slots. Arrow keys move
// between days (one tab stop for the grid), Enter or Space chooses.
import type { DeliveryCalendarDay, DeliveryCalendarView } from '@partybox/contracts/calendar';
import { formatShortDate } from '@partybox/order-lifecycle';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

interface DeliveryCalendarProps {
  readonly calendar: DeliveryCalendarView;
  readonly date: string;
  readonly slot: string;
  readonly dateError?: string;
  readonly slotError?: string;
  readonly onDate: (date: string) => void;
  readonly onSlot: (slot: string) => void;
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The days grouped by month, each month padded at the start so its first day sits under its weekday. */
function monthsOf(days: readonly DeliveryCalendarDay[]) {
  const months: { key: string; title: string; lead: number; days: DeliveryCalendarDay[] }[] = [];
  for (const day of days) {
    const key = day.date.slice(0, 7);
    let month = months.at(-1);
    if (month?.key !== key) {
      const first = new Date(`${day.date}T00:00:00Z`);
      month = { key, title: `${monthNames[first.getUTCMonth()]} ${first.getUTCFullYear()}`, lead: (first.getUTCDay() + 6) % 7, days: [] };
      months.push(month);
    }
    month.days.push(day);
  }
  return months;
}

export function DeliveryCalendar({ calendar, date, slot, dateError, slotError, onDate, onSlot }: DeliveryCalendarProps) {
  const id = useId();
  const grid = useRef<HTMLDivElement>(null);
  const firstOpen = calendar.days.find((day) => day.status === 'open')?.date;
  const [focused, setFocused] = useState(date || firstOpen || calendar.days[0]?.date || '');
  const [note, setNote] = useState('');
  const chosen = calendar.days.find((day) => day.date === date && day.status === 'open');

  const choose = (day: DeliveryCalendarDay) => {
    setFocused(day.date);
    if (day.status !== 'open') {
      setNote(`${formatShortDate(day.date)}: ${day.reason ?? 'not available'}`);
      return;
    }
    setNote('');
    onDate(day.date);
    if (!day.slots.some((candidate) => candidate.id === slot && candidate.available)) onSlot('');
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const index = calendar.days.findIndex((day) => day.date === focused);
    let next = index;
    if (event.key in steps) next = index + steps[event.key]!;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = calendar.days.length - 1;
    else return;
    event.preventDefault();
    const target = calendar.days[Math.max(0, Math.min(calendar.days.length - 1, next))];
    if (!target) return;
    setFocused(target.date);
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${target.date}"]`)?.focus();
  };

  return (
    <div className={dateError || slotError ? 'delivery-calendar field--invalid' : 'delivery-calendar'}>
      <p className="field__label" id={`${id}-label`}>
        Delivery date<span aria-hidden="true"> *</span>
      </p>
      <p className="field__hint" id={`${id}-hint`}>
        Days we can still make your box for; greyed-out days say why they are not available.
      </p>
      <div ref={grid} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} onKeyDown={move}>
        {monthsOf(calendar.days).map((month) => (
          <div key={month.key} className="delivery-calendar__month">
            <p className="delivery-calendar__title">{month.title}</p>
            <div className="delivery-calendar__grid">
              {weekdays.map((weekday) => (
                <span key={weekday} className="delivery-calendar__weekday" aria-hidden="true">
                  {weekday}
                </span>
              ))}
              {Array.from({ length: month.lead }, (_, i) => (
                <span key={`lead-${i}`} aria-hidden="true" />
              ))}
              {month.days.map((day) => {
                const open = day.status === 'open';
                const label = `${formatShortDate(day.date)}${open ? '' : `, not available: ${day.reason ?? ''}`}`;
                return (
                  <button
                    key={day.date}
                    type="button"
                    data-date={day.date}
                    data-status={day.status}
                    className={`delivery-calendar__day${open ? '' : ' delivery-calendar__day--off'}${day.date === date && open ? ' delivery-calendar__day--chosen' : ''}`}
                    aria-label={label}
                    aria-disabled={open ? undefined : 'true'}
                    aria-pressed={open ? day.date === date : undefined}
                    title={open ? undefined : day.reason}
                    tabIndex={day.date === focused ? 0 : -1}
                    aria-invalid={dateError && day.date === focused ? true : undefined}
                    onClick={() => choose(day)}
                  >
                    {Number(day.date.slice(8))}
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <p className="delivery-calendar__note" role="status">
        {note}
      </p>
      {dateError && (
        <p className="field__error" id={`${id}-error`}>
          {dateError}
        </p>
      )}
      {chosen && (
        <fieldset className="delivery-slots">
          <legend className="field__label">Delivery time on {formatShortDate(chosen.date)}</legend>
          {chosen.slots.map((option) => (
            <label key={option.id} className={option.available ? 'delivery-slot' : 'delivery-slot delivery-slot--off'}>
              <input
                type="radio"
                name="deliverySlot"
                value={option.id}
                checked={slot === option.id}
                disabled={!option.available}
                aria-invalid={slotError ? true : undefined}
                onChange={() => onSlot(option.id)}
              />
              <span>
                {option.label}
                {option.available ? '' : ' (fully booked)'}
              </span>
            </label>
          ))}
          {slotError && <p className="field__error">{slotError}</p>}
        </fieldset>
      )}
    </div>
  );
}

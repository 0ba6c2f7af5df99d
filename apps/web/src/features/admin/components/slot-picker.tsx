// The edit form's delivery slot: a day, then its slots with the places still free (the console's calendar: capacity
// less bookings and running holds), the order's own place counted as its own. A full slot or a blocked day is shown
// as such and cannot be chosen; the API refuses it anyway when it filled meanwhile.
import type { AdminCalendarDay } from '@partybox/contracts/calendar';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { useId } from 'react';

interface SlotPickerProps {
  readonly order: AdminOrderDetail;
  readonly date: string;
  readonly slotId: string;
  /** The chosen day as the console's calendar reads it (undefined while it loads). */
  readonly day: AdminCalendarDay | undefined;
  readonly error?: string | undefined;
  readonly onChange: (date: string, slotId: string) => void;
}

/** The places still free in a slot of `day`, counting this order's own booking there as its own. */
function freePlaces(day: AdminCalendarDay, slot: AdminCalendarDay['slots'][number], own: boolean): number {
  const mine = own ? 1 : 0;
  const inSlot = slot.capacity - slot.booked - slot.held + mine;
  const inDay = day.capacity - day.booked - day.held + mine;
  return Math.max(0, Math.min(inSlot, inDay));
}

export function SlotPicker({ order, date, slotId, day, error, onChange }: SlotPickerProps) {
  const id = useId();
  const blocked = day?.blocked?.reason ?? (day?.closedWeekday ? 'No deliveries on this weekday' : undefined);
  return (
    <fieldset className="console-edit__group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Delivery slot</legend>
      <div className="field">
        <label htmlFor={`${id}-date`} className="field__label">
          Delivery day
        </label>
        <input
          id={`${id}-date`}
          type="date"
          className="field__control console-edit__date"
          value={date}
          onChange={(event) => onChange(event.target.value, slotId)}
        />
      </div>
      {blocked && <p className="field__error">{blocked}</p>}
      {day && !blocked && (
        <ul className="console-edit__slots">
          {day.slots.map((slot) => {
            const own = order.deliverySlot?.date === date && order.deliverySlot.slotId === slot.id;
            const free = freePlaces(day, slot, own);
            return (
              <li key={slot.id}>
                <label className={free === 0 ? 'console-edit__slot console-edit__slot--full' : 'console-edit__slot'}>
                  <input
                    type="radio"
                    name={`${id}-slot`}
                    value={slot.id}
                    checked={slotId === slot.id}
                    disabled={free === 0}
                    onChange={() => onChange(date, slot.id)}
                  />{' '}
                  {slot.label} <span className="console-edit__free">{own ? "this order's slot" : free === 0 ? 'full' : `${free} free`}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

// A day's change on the calendar page: its capacity in orders (cleared: the catalog's usual number) and whether it is
// blocked, with the reason customers read. Checked with the API's own validator before anything is sent, so a mistake
// is named by its field at once. A day blocked in the catalog stays blocked: only calendar.json opens it.
import { validateCalendarDayChange, maxBlockReasonLength, type AdminCalendarDay, type CalendarDayChange } from '@partybox/contracts/calendar';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCalendarDay } from '../api/use-calendar-day';

interface DayForm {
  readonly capacity: string;
  readonly blocked: boolean;
  readonly reason: string;
}

/** The change the form asks for: only what differs from the day as shown (an unchanged field is left out). */
export function calendarChangeOf(form: DayForm, day: AdminCalendarDay): CalendarDayChange {
  const capacity = form.capacity.trim();
  const operatorBlock = day.blocked?.by === 'operator';
  const reason = form.reason.trim();
  return {
    ...(capacity === '' ? day.capacityOverridden && { capacity: null } : capacity !== String(day.capacity) && { capacity: Number(capacity) }),
    ...(form.blocked ? (!operatorBlock || reason !== day.blocked?.reason) && { blocked: { reason } } : operatorBlock && { blocked: null }),
  } as CalendarDayChange;
}

export function CalendarDayForm({ day, onDone }: { readonly day: AdminCalendarDay; readonly onDone: () => void }) {
  const id = useId();
  const save = useCalendarDay(day.date);
  const catalogBlock = day.blocked?.by === 'catalog';
  const [form, setForm] = useState<DayForm>({ capacity: String(day.capacity), blocked: day.blocked?.by === 'operator', reason: day.blocked?.reason ?? '' });
  const [problem, setProblem] = useState<{ field: string; message: string }>();
  const apiProblem = save.error instanceof ApiError ? (save.error.fields[0] ?? { field: '', message: save.error.message }) : undefined;
  const shown = problem ?? apiProblem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCalendarDayChange(calendarChangeOf(form, day));
    if (!checked.ok) return setProblem(checked.errors[0]);
    setProblem(undefined);
    save.mutate(checked.value, { onSuccess: onDone });
  };
  const invalid = (field: string) => (shown && shown.field.startsWith(field) ? true : undefined);
  return (
    <form className="console-calendar__form" onSubmit={submit} noValidate aria-label={`Change ${day.date}`}>
      <div>
        <label htmlFor={`${id}-capacity`}>Orders this day</label>
        <input
          id={`${id}-capacity`}
          className="field__control"
          inputMode="numeric"
          value={form.capacity}
          onChange={(event) => setForm({ ...form, capacity: event.target.value })}
          aria-invalid={invalid('capacity')}
          aria-describedby={`${id}-capacity-hint`}
        />
        <p id={`${id}-capacity-hint`} className="console-section__hint">
          {day.capacityOverridden ? 'Set for this day. ' : 'The catalog’s number. '}Clear it to go back to the catalog’s number.
        </p>
      </div>
      {catalogBlock ? (
        <p className="console-section__hint">Blocked in the catalog (calendar.json): open it there.</p>
      ) : (
        <label className="console-calendar__block">
          <input type="checkbox" checked={form.blocked} onChange={(event) => setForm({ ...form, blocked: event.target.checked })} /> Block this day
        </label>
      )}
      {form.blocked && (
        <div>
          <label htmlFor={`${id}-reason`}>Reason customers see</label>
          <input
            id={`${id}-reason`}
            className="field__control"
            maxLength={maxBlockReasonLength}
            placeholder="Fully booked for Diwali"
            value={form.reason}
            onChange={(event) => setForm({ ...form, reason: event.target.value })}
            aria-invalid={invalid('blocked')}
          />
        </div>
      )}
      {shown && (
        <p role="alert" className="field__error">
          {shown.message}
        </p>
      )}
      <button type="submit" className="button button--small" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save the day'}
      </button>
    </form>
  );
}

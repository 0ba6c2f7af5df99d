// A day's change on the calendar page: its capacity (empty: the catalog's usual number) and whether it is blocked, with
// the reason customers are shown. Checked here as the API checks it, so a mistake is named before anything is sent.
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { CalendarDay, CalendarDayChange } from '../api/calendar-queries';
import { useCalendarDay } from '../api/use-calendar-day';

/** The change the form asks for, or the problem with it (named by field). */
export function calendarChangeOf(
  form: { capacity: string; blocked: boolean; reason: string },
  day: CalendarDay,
): { change: CalendarDayChange } | { field: 'capacity' | 'reason'; message: string } {
  const capacity = form.capacity.trim();
  if (capacity !== '' && !/^\d{1,3}$/.test(capacity)) return { field: 'capacity', message: 'Capacity: a whole number of boxes, 0 to 999' };
  const reason = form.reason.trim();
  if (form.blocked && !reason) return { field: 'reason', message: 'Reason: say why the day is blocked (customers see it)' };
  return {
    change: {
      capacity: capacity === String(day.capacity) ? undefined : capacity === '' ? null : Number(capacity),
      blocked: form.blocked ? { reason } : day.blocked ? null : undefined,
    },
  };
}

export function CalendarDayForm({ day, onDone }: { readonly day: CalendarDay; readonly onDone: () => void }) {
  const id = useId();
  const save = useCalendarDay(day.date);
  const [form, setForm] = useState({ capacity: String(day.capacity), blocked: day.blocked !== undefined, reason: day.blocked?.reason ?? '' });
  const [problem, setProblem] = useState<{ field: string; message: string }>();
  const apiProblem = save.error instanceof ApiError ? (save.error.fields[0] ?? { field: '', message: save.error.message }) : undefined;
  const shown = problem ?? apiProblem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = calendarChangeOf(form, day);
    if ('field' in checked) return setProblem(checked);
    setProblem(undefined);
    save.mutate(checked.change, { onSuccess: onDone });
  };
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
          aria-invalid={shown?.field === 'capacity' ? true : undefined}
          aria-describedby={`${id}-capacity-hint`}
        />
        <p id={`${id}-capacity-hint`} className="console-section__hint">
          Clear it to go back to the catalog’s number for this day.
        </p>
      </div>
      <label className="console-calendar__block">
        <input type="checkbox" checked={form.blocked} onChange={(event) => setForm({ ...form, blocked: event.target.checked })} /> Block this day
      </label>
      {form.blocked && (
        <div>
          <label htmlFor={`${id}-reason`}>Reason customers see</label>
          <input
            id={`${id}-reason`}
            className="field__control"
            maxLength={120}
            placeholder="Fully booked for Diwali"
            value={form.reason}
            onChange={(event) => setForm({ ...form, reason: event.target.value })}
            aria-invalid={shown?.field === 'reason' ? true : undefined}
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

// /admin/calendar?from=YYYY-MM-DD: a week of the shop's calendar, what is booked of each day's and each slot's capacity,
// the days blocked and why; each day can be blocked or given another capacity here, without a deploy.
import { useQuery } from '@tanstack/react-query';
import { addDays, indiaToday } from '@partybox/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { formatDate } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import type { AdminCalendarDay } from '@partybox/contracts/calendar';
import { calendarQuery } from '../api/calendar-queries';
import { CalendarDayForm } from './calendar-day-form';
import { ConsoleProblem } from './console-problem';

const weekDays = 7;

/**
 * "3 of 4 orders", and the places customers' checkouts hold this moment (taken for other customers until they end):
 * "3 of 4 · 1 held in checkout · full".
 */
function Booked({ booked, held, capacity, unit = '' }: { readonly booked: number; readonly held: number; readonly capacity: number; readonly unit?: string }) {
  const full = capacity > 0 && booked + held >= capacity;
  return (
    <span className={full ? 'console-calendar__full' : undefined}>
      {booked} of {capacity}
      {unit}
      {held > 0 ? ` · ${held} held in checkout` : ''}
      {full ? ' · full' : ''}
    </span>
  );
}

function DayRow({ day }: { readonly day: AdminCalendarDay }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="console-calendar__day card">
      <div className="console-calendar__head">
        <h2>{formatDate(day.date)}</h2>
        {day.blocked ? (
          <p className="console-calendar__blocked">
            Blocked{day.blocked.by === 'catalog' ? ' in the catalog' : ''}: {day.blocked.reason}
          </p>
        ) : day.closedWeekday ? (
          <p>No deliveries on this weekday</p>
        ) : (
          <p>
            Booked <Booked booked={day.booked} held={day.held} capacity={day.capacity} unit=" orders" />
          </p>
        )}
        <button type="button" className="button button--small button--ghost" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? 'Close' : 'Change this day'}
        </button>
      </div>
      {day.slots.length > 0 && (
        <ul className="console-calendar__slots" aria-label={`Slots of ${formatDate(day.date)}`}>
          {day.slots.map((slot) => (
            <li key={slot.id}>
              <span className="console-calendar__slot">{slot.label}</span> <Booked booked={slot.booked} held={slot.held} capacity={slot.capacity} />
            </li>
          ))}
        </ul>
      )}
      {editing && <CalendarDayForm day={day} onDone={() => setEditing(false)} />}
    </li>
  );
}

export function CalendarPage() {
  const [search] = useSearchParams();
  const today = indiaToday(new Date());
  const asked = search.get('from') ?? '';
  const from = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today;
  const calendar = useQuery(calendarQuery(from, weekDays), queryClient);
  return (
    <section className="console-page" aria-labelledby="console-calendar">
      <h1 id="console-calendar">Calendar</h1>
      <div className="console-section__hint console-calendar__help">
        <p>
          <strong>Capacity</strong> is how many orders the team can deliver on a day, and each slot how many of them. The usual numbers, slots and delivery
          weekdays are in the catalog (<code>catalog/calendar.json</code>). To change one day, open it with “Change this day” and set its orders: it holds for
          that day only; clear it to go back to the usual number.
        </p>
        <p>
          <strong>Block a date</strong> with “Change this day”, “Block this day” and a reason: customers can no longer choose it and see the reason (“Fully
          booked for Diwali”). Orders already booked for it stay on the list and the slips; untick the box to open it again.
        </p>
      </div>
      <nav className="console-calendar__weeks" aria-label="Weeks">
        <Link to={consolePaths.calendar.getHref(addDays(from, -weekDays))}>← Week before</Link>
        <Link to={consolePaths.calendar.getHref(today)}>This week</Link>
        <Link to={consolePaths.calendar.getHref(addDays(from, weekDays))}>Week after →</Link>
      </nav>
      {calendar.isPending ? (
        <p role="status">Loading the calendar…</p>
      ) : calendar.isError ? (
        <ConsoleProblem what="the calendar" error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : (
        <ul className="console-calendar">
          {calendar.data.map((day) => (
            <DayRow key={day.date} day={day} />
          ))}
        </ul>
      )}
    </section>
  );
}

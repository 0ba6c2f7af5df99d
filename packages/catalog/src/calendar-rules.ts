// The delivery calendar's rules a JSON Schema cannot express: slots that end after they start and are not declared
// twice, real blocked dates given once each, and a day's capacity its slots can actually deliver.
import type { Report } from './addon-resolution';
import { arrayOf, field, stringOf } from './json-guards';
import { placeOf, type SourceFile } from './source-file';

function isRealDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const value = new Date(Date.UTC(y, m - 1, d));
  return value.getUTCMonth() === m - 1 && value.getUTCDate() === d;
}

/** Reports every problem of catalog/calendar.json beyond its schema. */
export function checkCalendar(file: SourceFile, report: Report): void {
  const slotIds = new Map<string, number>();
  let slotCapacity = 0;
  arrayOf(field(file.value, 'slots')).forEach((slot, i) => {
    const id = stringOf(field(slot, 'id'));
    const start = stringOf(field(slot, 'start'));
    const end = stringOf(field(slot, 'end'));
    const capacity = field(slot, 'capacity');
    if (typeof capacity === 'number') slotCapacity += capacity;
    if (id !== undefined) {
      const earlier = slotIds.get(id);
      if (earlier === undefined) slotIds.set(id, i);
      else
        report(
          { file, path: ['slots', i, 'id'] },
          { code: 'calendar.duplicate-slot', message: `slot id "${id}" is already used by ${placeOf(file, ['slots', earlier, 'id'])}`, value: id },
        );
    }
    if (start !== undefined && end !== undefined && end <= start) {
      report(
        { file, path: ['slots', i, 'end'] },
        { code: 'calendar.slot-order', message: `slot ends (${end}) before it starts (${start})`, value: end, expected: `a time after ${start}` },
      );
    }
  });
  const perDay = field(file.value, 'ordersPerDay');
  if (typeof perDay === 'number' && slotIds.size > 0 && perDay > slotCapacity) {
    report(
      { file, path: ['ordersPerDay'] },
      {
        code: 'calendar.capacity-unreachable',
        message: `${perDay} orders a day, but the slots together deliver only ${slotCapacity}`,
        value: String(perDay),
        expected: `at most ${slotCapacity}, or raise the slots' capacities`,
      },
    );
  }
  const dates = new Map<string, number>();
  arrayOf(field(file.value, 'blockedDates')).forEach((blocked, i) => {
    const date = stringOf(field(blocked, 'date'));
    if (date === undefined) return;
    if (!isRealDate(date)) {
      report({ file, path: ['blockedDates', i, 'date'] }, { code: 'calendar.no-such-date', message: `${date} is not a date on the calendar`, value: date });
      return;
    }
    const earlier = dates.get(date);
    if (earlier === undefined) dates.set(date, i);
    else
      report(
        { file, path: ['blockedDates', i, 'date'] },
        { code: 'calendar.duplicate-date', message: `${date} is already blocked by ${placeOf(file, ['blockedDates', earlier, 'date'])}`, value: date },
      );
  });
}

// Changes one day of the shop's calendar from the console. One idempotency key per change the operator asked for:
// a retry of the same change (a double click, a lost answer) is that change once; a different change gets a new key.
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { newIdempotencyKey } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { CalendarDayChange } from '@partybox/contracts/calendar';
import { calendarKeys, changeCalendarDay } from './calendar-queries';

export function useCalendarDay(date: string) {
  const last = useRef<{ body: string; key: string }>(undefined);
  return useMutation(
    {
      mutationFn: (change: CalendarDayChange) => {
        const body = JSON.stringify(change);
        if (last.current?.body !== body) last.current = { body, key: newIdempotencyKey() };
        return changeCalendarDay(date, change, last.current.key);
      },
      onSuccess: () => {
        last.current = undefined;
        return queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      },
    },
    queryClient,
  );
}

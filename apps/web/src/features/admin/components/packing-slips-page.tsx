// /admin/slips?date=YYYY-MM-DD: the packing slips of every confirmed order of one event date, one per printed page,
// so the day's boxes are packed from one print. The date is chosen here; it stays in the URL.
import { useQuery } from '@tanstack/react-query';
import { indiaToday } from '@partybox/contracts';
import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { packingSlipsQuery } from '../api/admin-queries';
import { ConsoleProblem } from './console-problem';
import { PackingSlip } from './packing-slip';
import { PrintBar } from './print-bar';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function DaySlips({ date }: { readonly date: string }) {
  const slips = useQuery(packingSlipsQuery(date), queryClient);
  if (slips.isPending) return <p role="status">Loading the slips…</p>;
  if (slips.isError) return <ConsoleProblem what="the slips" error={slips.error} onRetry={() => void slips.refetch()} />;
  const count = slips.data.orders.length;
  if (count === 0) {
    return (
      <p role="status" className="console-empty card">
        No confirmed orders for {formatDate(date)}. Orders appear here once they are confirmed.
      </p>
    );
  }
  return (
    <>
      <p role="status" className="no-print">
        {count === 1 ? '1 confirmed order' : `${count} confirmed orders`} for {formatDate(date)}.
      </p>
      <PrintBar label={count === 1 ? 'Print the slip' : `Print all ${count} slips`} />
      {slips.data.orders.map((order) => (
        <PackingSlip key={order.orderNumber} order={order} />
      ))}
    </>
  );
}

export function PackingSlipsPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('date') ?? '';
  const date = datePattern.test(requested) ? requested : indiaToday(new Date());
  const fieldId = useId();
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('date');
    if (typeof chosen === 'string' && datePattern.test(chosen)) setSearch({ date: chosen });
  };
  return (
    <section className="console-page console-print" aria-labelledby="console-slips">
      <h1 id="console-slips" className="no-print">
        Packing slips
      </h1>
      <form className="console-slips__form no-print" onSubmit={choose}>
        <label htmlFor={fieldId}>Event date</label>
        <input id={fieldId} name="date" type="date" defaultValue={date} key={date} required />
        <button type="submit" className="button button--small">
          Show slips
        </button>
      </form>
      <DaySlips date={date} />
    </section>
  );
}

// /admin/slips?date=YYYY-MM-DD: the packing slips of one delivery day, every order not yet delivered or cancelled (packed
// ones included), by slot, one per printed page, so the day's boxes are packed from one print. /admin/slips?orders=A,B: the slips
// of the orders ticked on the day list. The date is chosen here; it stays in the URL.
import { useQueries, useQuery } from '@tanstack/react-query';
import { indiaToday } from '@partybox/contracts';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { adminOrderQuery, packingSlipsQuery } from '../api/admin-queries';
import { calendarQuery } from '../api/calendar-queries';
import { bySlot } from '../api/day-view';
import { ConsoleProblem } from './console-problem';
import { PackingSlip } from './packing-slip';
import { PrintBar } from './print-bar';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function Slips({ orders, what }: { readonly orders: readonly AdminOrderDetail[]; readonly what: string }) {
  const count = orders.length;
  return (
    <>
      <p role="status" className="no-print">
        {count === 1 ? '1 order' : `${count} orders`} {what}.
      </p>
      <PrintBar label={count === 1 ? 'Print the slip' : `Print all ${count} slips`} />
      {orders.map((order) => (
        <PackingSlip key={order.orderNumber} order={order} />
      ))}
    </>
  );
}

function DaySlips({ date }: { readonly date: string }) {
  const slips = useQuery(packingSlipsQuery(date), queryClient);
  // The shop's slot order, so the slips come out in the order the boxes leave; without it, by label.
  const calendar = useQuery({ ...calendarQuery(date, 1), retry: false }, queryClient);
  if (slips.isPending) return <p role="status">Loading the slips…</p>;
  if (slips.isError) return <ConsoleProblem what="the slips" error={slips.error} onRetry={() => void slips.refetch()} />;
  if (slips.data.orders.length === 0) {
    return (
      <p role="status" className="console-empty card">
        No orders to deliver on {formatDate(date)}.
      </p>
    );
  }
  const slotOrder = calendar.data?.[0]?.slots.map((slot) => slot.id) ?? [];
  return <Slips orders={bySlot(slips.data.orders, slotOrder)} what={`to deliver on ${formatDate(date)}`} />;
}

function TickedSlips({ orderNumbers }: { readonly orderNumbers: readonly string[] }) {
  const orders = useQueries({ queries: orderNumbers.map((orderNumber) => adminOrderQuery(orderNumber)) }, queryClient);
  const failed = orders.find((order) => order.isError);
  if (failed?.error) return <ConsoleProblem what="the slips" error={failed.error} onRetry={() => void failed.refetch()} />;
  if (orders.some((order) => order.isPending)) return <p role="status">Loading the slips…</p>;
  return <Slips orders={orders.flatMap((order) => (order.data ? [order.data] : []))} what="ticked on the list" />;
}

export function PackingSlipsPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('date') ?? '';
  // Numbers as the list wrote them; one the API does not know answers 404, shown like any failed read.
  const ticked = (search.get('orders') ?? '').split(',').filter(Boolean);
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
        <label htmlFor={fieldId}>Delivery day</label>
        <input id={fieldId} name="date" type="date" defaultValue={date} key={date} required />
        <button type="submit" className="button button--small">
          Show slips
        </button>
      </form>
      {ticked.length > 0 ? <TickedSlips orderNumbers={ticked} /> : <DaySlips date={date} />}
    </section>
  );
}

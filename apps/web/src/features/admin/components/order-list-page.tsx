// /admin: the team's day. It opens on Today's orders, with Tomorrow and This week one tap away, sorted as the team
// works them (by slot, then by time placed; "to be agreed" last); on a phone the filters (search, status, payment,
// any dates) fold away under one button. Orders can be ticked for a bulk confirm or a print of their slips.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { indiaToday } from '@partybox/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { queryClient } from '../../../lib/query-client';
import { adminOrdersQuery, dayPageSize } from '../api/admin-queries';
import { calendarQuery } from '../api/calendar-queries';
import { bySlot, dayViewLabels, dayViewOf, dayViewRange, daysBetween } from '../api/day-view';
import { filtersFromSearch, filtersToSearch, hasFilters, type OrderFilters } from '../api/order-filters';
import { BulkActions } from './bulk-actions';
import { ConsoleProblem } from './console-problem';
import { DayTabs } from './day-tabs';
import { FiltersFold } from './filters-fold';
import { OrderFiltersForm } from './order-filters-form';
import { OrderTable } from './order-table';

export function OrderListPage() {
  const [search, setSearch] = useSearchParams();
  const today = indiaToday(new Date());
  const asked = filtersFromSearch(search);
  // No filters at all: the team's day, Today.
  const filters: OrderFilters = hasFilters(asked) ? asked : dayViewRange('today', today);
  const view = dayViewOf(filters, today);
  const listSearch = filtersToSearch(filters).toString();
  const days = filters.from && filters.to ? daysBetween(filters.from, filters.to) : [];
  const list = useInfiniteQuery(adminOrdersQuery(filters, days.length > 0 ? dayPageSize : undefined), queryClient);
  // The calendar gives the shop's slot order and each day's capacity; the list still works without it.
  const calendar = useQuery({ ...calendarQuery(days[0] ?? today, Math.max(days.length, 1)), enabled: days.length > 0, retry: false }, queryClient);
  const slotOrder = calendar.data?.[0]?.slots.map((slot) => slot.id) ?? [];
  const orders = bySlot(list.data?.pages.flatMap((page) => page.items) ?? [], slotOrder);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = orders.filter((order) => ticked.has(order.orderNumber));
  const select = (numbers: readonly string[], on: boolean) =>
    setTicked((now) => {
      const next = new Set(now);
      for (const number of numbers)
        if (on) next.add(number);
        else next.delete(number);
      return next;
    });
  const title = view ? dayViewLabels[view] : 'Orders';
  const caption = view ? `${title}’s orders by slot` : 'Orders matching the filters, by day and slot';
  const searching = Object.keys(asked).some((key) => key !== 'from' && key !== 'to');

  return (
    <section className="console-page" aria-labelledby="console-orders">
      <div className="console-page__head">
        <h1 id="console-orders">{title}</h1>
        <Link className="button button--small" to={consolePaths.newOrder.getHref()}>
          New phone order
        </Link>
        <Link className="button button--small button--ghost" to={consolePaths.slips.getHref(filters.from ?? today)}>
          {filters.from && filters.from === filters.to ? 'Print all slips of the day' : 'Packing slips for a day'}
        </Link>
      </div>
      <DayTabs today={today} current={view} />
      <FiltersFold open={searching}>
        {/* Keyed on the query, so Back, Clear or a shared link show their own values in the form; a day view's own
            dates are not put in it, so a search from Today looks through every date. */}
        <OrderFiltersForm key={listSearch} filters={asked} onApply={(values) => setSearch(filtersToSearch(filtersFromSearch(new URLSearchParams(values))))} />
      </FiltersFold>
      {selected.length > 0 && (
        <BulkActions selected={selected.map((order) => order.orderNumber)} placed={selected.filter((order) => order.status === 'placed').length} />
      )}
      {list.isPending ? (
        <p role="status">Loading orders…</p>
      ) : list.isError && !list.isFetchNextPageError ? (
        <ConsoleProblem what="the orders" error={list.error} onRetry={() => void list.refetch()} />
      ) : orders.length === 0 ? (
        <p role="status" className="console-empty card">
          {view ? `No orders for ${title.toLowerCase()}.` : 'No orders match these filters.'}
        </p>
      ) : (
        <>
          <p role="status" className="console-count">
            {orders.length} {orders.length === 1 ? 'order' : 'orders'}
            {list.hasNextPage ? ' shown; more below' : ''}
          </p>
          <OrderTable
            orders={orders}
            caption={caption}
            listSearch={listSearch}
            selected={ticked}
            onSelect={select}
            calendar={calendar.data}
            byDay={days.length !== 1}
          />
          {list.hasNextPage && (
            <p className="console-more">
              <button type="button" className="button button--ghost" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Loading more…' : 'Show more orders'}
              </button>
            </p>
          )}
          {list.isFetchNextPageError && <ConsoleProblem what="more orders" error={list.error} onRetry={() => void list.fetchNextPage()} />}
        </>
      )}
    </section>
  );
}

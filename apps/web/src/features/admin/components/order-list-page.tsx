// /admin: the orders by event date, upcoming first (the API's default), narrowed by the filters in the query string,
// a page at a time ("Show more" fetches the next page with the previous page's cursor).
import { useInfiniteQuery } from '@tanstack/react-query';
import { indiaToday } from '@partybox/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { queryClient } from '../../../lib/query-client';
import { adminOrdersQuery } from '../api/admin-queries';
import { filtersFromSearch, filtersToSearch, hasFilters } from '../api/order-filters';
import { ConsoleProblem } from './console-problem';
import { OrderFiltersForm } from './order-filters-form';
import { OrderTable } from './order-table';

export function OrderListPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const listSearch = filtersToSearch(filters).toString();
  const list = useInfiniteQuery(adminOrdersQuery(filters), queryClient);
  const orders = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = hasFilters(filters);
  const caption = filtered ? 'Orders matching the filters, by event date' : 'Upcoming orders, soonest event first';

  return (
    <section className="console-page" aria-labelledby="console-orders">
      <div className="console-page__head">
        <h1 id="console-orders">Orders</h1>
        <p className="console-page__lead">{caption}.</p>
        <Link className="button button--small button--ghost" to={consolePaths.slips.getHref(filters.from ?? indiaToday(new Date()))}>
          Packing slips for a day
        </Link>
      </div>
      {/* Keyed on the query, so Back, Clear or a shared link show their own values in the form. */}
      <OrderFiltersForm key={listSearch} filters={filters} onApply={(values) => setSearch(filtersToSearch(filtersFromSearch(new URLSearchParams(values))))} />
      {list.isPending ? (
        <p role="status">Loading orders…</p>
      ) : list.isError && !list.isFetchNextPageError ? (
        <ConsoleProblem what="the orders" error={list.error} onRetry={() => void list.refetch()} />
      ) : orders.length === 0 ? (
        <p role="status" className="console-empty card">
          {filtered ? 'No orders match these filters.' : 'No upcoming orders.'}
        </p>
      ) : (
        <>
          <p role="status" className="console-count">
            {orders.length} {orders.length === 1 ? 'order' : 'orders'}
            {list.hasNextPage ? ' shown; more below' : ''}
          </p>
          <OrderTable orders={orders} caption={caption} listSearch={listSearch} />
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

// /order?id=…: the old address of an order's page, kept so earlier links still work. It reads the order (as its
// signed-in owner, or with the token this device keeps for its last order) and sends the customer on to the order's
// status page, /orders/:number; anyone else gets the same "not found" as for an order that does not exist.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { orderQuery } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import '../orders.css';

function RedirectToStatus({ id, token }: { readonly id: string; readonly token: string }) {
  const order = useQuery(orderQuery(id, token), queryClient);
  if (order.isPending) return <p role="status">Loading the order…</p>;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="card order-page__notice" role="alert">
        <p>
          {notFound
            ? 'We could not find this order for you. Sign in with the account that placed it, or with the phone number it was delivered to.'
            : `We couldn't load this order just now. ${order.error.message}`}
        </p>
        {notFound ? (
          <Link to={paths.signIn.getHref()} className="button button--small">
            Sign in
          </Link>
        ) : (
          <button type="button" className="button button--ghost button--small" onClick={() => void order.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return <Navigate replace to={paths.orderStatus.getHref(order.data.orderNumber)} />;
}

export function OrderPage() {
  const [searchParams] = useSearchParams();
  const hydrated = useStoresHydrated(useCheckoutIdStore);
  const lastOrder = useCheckoutIdStore((state) => state.lastOrder);
  // The prerendered page has no query: read the id only once mounted, so hydration matches the served HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const id = mounted ? (searchParams.get('id') ?? '') : '';
  return (
    <section className="page-narrow order-page">
      <p>
        <Link to={paths.orders.getHref()}>← My orders</Link>
      </p>
      <h1>Your order</h1>
      {!mounted || !hydrated ? (
        <p role="status">Loading the order…</p>
      ) : id ? (
        <RedirectToStatus id={id} token={id === lastOrder?.id ? lastOrder.accessToken : ''} />
      ) : (
        <p>
          No order chosen. Your orders are listed under <Link to={paths.orders.getHref()}>My orders</Link>.
        </p>
      )}
    </section>
  );
}

// /orders, My orders: every order of the signed-in customer, newest first, each opening its status page. A visitor
// without a session is sent to sign in and brought back here.
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { hasSession } from '../../../lib/session';
import { useMyOrders } from '../api/use-my-orders';
import { MyOrderItem } from './my-order-item';
import '../my-orders.css';

const signInHere = `${paths.signIn.getHref()}?next=${encodeURIComponent(paths.orders.getHref())}`;

function MyOrdersList({ enabled }: { readonly enabled: boolean }) {
  const list = useMyOrders(enabled);
  if (!enabled || list.isPending) return <p role="status">Loading your orders…</p>;
  if (list.isError) {
    if (list.error instanceof ApiError && list.error.status === 401) return <Navigate replace to={signInHere} />;
    return (
      <div role="alert" className="card">
        <p>We couldn&apos;t load your orders just now. {list.error.message}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { orders, limit, more } = list.data;
  if (orders.length === 0) {
    return (
      <div className="card my-orders__empty">
        <p>
          No orders yet. Orders you place while signed in, and earlier ones placed with your phone number, show here. Choose a party box for an occasion to
          place your first.
        </p>
        <Link to={paths.occasions.getHref()} className="button button--small">
          Shop party boxes
        </Link>
      </div>
    );
  }
  return (
    <>
      <ol className="my-orders" aria-label="Your orders, newest first">
        {orders.map((order) => (
          <MyOrderItem key={order.id} order={order} />
        ))}
      </ol>
      {more && <p className="my-orders__more">Showing your latest {limit} orders.</p>}
    </>
  );
}

export function MyOrdersPage() {
  // The prerendered page knows no session: decide once mounted, so hydration matches the served HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // No session on this browser: straight to sign-in, without asking the API.
  if (mounted && !hasSession()) return <Navigate replace to={signInHere} />;
  return (
    <section className="section my-orders-page">
      <h1>My orders</h1>
      <MyOrdersList enabled={mounted} />
    </section>
  );
}

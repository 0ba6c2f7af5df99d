// /admin/orders/:orderNumber/slip: one order's packing slip with a Print button (the console's header and the
// button are left out of the print).
import { useQuery } from '@tanstack/react-query';
import { Link, useMatch } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adminOrderQuery } from '../api/admin-queries';
import { ConsoleProblem } from './console-problem';
import { PackingSlip } from './packing-slip';
import { PrintBar } from './print-bar';

export function PackingSlipPage() {
  const orderNumber = useMatch(consolePaths.orderSlip.path)?.params.orderNumber ?? '';
  const order = useQuery(adminOrderQuery(orderNumber), queryClient);
  const notFound = order.error instanceof ApiError && order.error.status === 404;
  return (
    <section className="console-page console-print" aria-labelledby="console-slip">
      <p className="console-back no-print">
        <Link to={consolePaths.order.getHref(orderNumber)}>← Order {orderNumber}</Link>
      </p>
      <h1 id="console-slip" className="no-print">
        Packing slip {orderNumber}
      </h1>
      {order.isPending ? (
        <p role="status">Loading the order…</p>
      ) : notFound ? (
        <p role="alert" className="console-empty card">
          There is no order {orderNumber}.
        </p>
      ) : order.isError ? (
        <ConsoleProblem what="this order" error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <>
          <PrintBar />
          <PackingSlip order={order.data} />
        </>
      )}
    </section>
  );
}

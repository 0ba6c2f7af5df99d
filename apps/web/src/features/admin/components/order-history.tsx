// An order's history, oldest first: who changed what, and when.
import type { OrderHistoryEntry } from '@partybox/contracts/operations';
import { orderStatusLabels, paymentStatusLabels } from '@partybox/order-lifecycle';
import { formatDateTime } from '../../../lib/format-date-time';

const labelOf = (entry: OrderHistoryEntry, value: string | undefined) => {
  if (value === undefined) return '';
  const labels: Record<string, string> = entry.change === 'payment' ? paymentStatusLabels : orderStatusLabels;
  return labels[value] ?? value;
};

function describe(entry: OrderHistoryEntry): string {
  if (entry.change === 'placed') return 'Placed the order';
  const what = entry.change === 'payment' ? 'Payment' : 'Status';
  return entry.from ? `${what}: ${labelOf(entry, entry.from)} → ${labelOf(entry, entry.to)}` : `${what}: ${labelOf(entry, entry.to)}`;
}

export function OrderHistory({ history }: { readonly history: readonly OrderHistoryEntry[] }) {
  return (
    <section className="card console-section" aria-labelledby="order-history">
      <h2 id="order-history">History</h2>
      {history.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ol className="console-history">
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <p className="console-history__what">{describe(entry)}</p>
              <p className="console-history__meta">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.by}
              </p>
              {entry.reason && <p className="console-history__reason">Reason: {entry.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

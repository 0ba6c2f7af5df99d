// An order's history, oldest first: who changed what (the API's words), when, and from what to what; each refund with
// its amount and who asked.
import type { OrderHistoryEntry } from '@partybox/contracts/operations';
import { orderStatusLabels, paymentStatusLabels } from '@partybox/order-lifecycle';
import { formatInr } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date-time';

const labelOf = (entry: OrderHistoryEntry, value: string | undefined) => {
  if (value === undefined) return '';
  const labels: Record<string, string> = entry.change === 'payment' ? paymentStatusLabels : orderStatusLabels;
  return labels[value] ?? value;
};

/** What changed, from what to what ("Status: Placed → Confirmed", "Refund: ₹500", an edit's "Total +₹1,200"); nothing for a placement or a link renewed or sent. */
function changeOf(entry: OrderHistoryEntry): string | undefined {
  if (entry.change === 'placed' || entry.change === 'link' || entry.change === 'payment-link') return undefined;
  if (entry.change === 'refund') return entry.amount !== undefined ? `Refund: ${formatInr(entry.amount)}` : 'Refund';
  // A balance paid (the status stays as it was): its amount, not "Paid → Paid".
  if (entry.change === 'payment' && entry.amount !== undefined) return `Balance paid: ${formatInr(entry.amount)}`;
  // An edit's summary says what changed, before and after; beside it, what it did to the total.
  if (entry.change === 'edit')
    return entry.difference ? `Total ${entry.difference > 0 ? '+' : '−'}${formatInr(Math.abs(entry.difference))}` : 'Total unchanged';
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
              {/* The API's words name who did it ("Placed by the customer", "Confirmed by Priya"). */}
              <p className="console-history__what">{entry.summary ?? `${changeOf(entry) ?? 'Placed'} (${entry.by})`}</p>
              <p className="console-history__meta">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                {changeOf(entry) && ` · ${changeOf(entry)}`}
              </p>
              {entry.reason && <p className="console-history__reason">Reason: {entry.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

// One action for the orders ticked on the day list: confirm every placed one, or print their packing slips. The
// confirm reports what it did and names each order it could not confirm, with the reason; the ticks stay, so the report
// stays beside them (and Confirm, with nothing placed left among them, has nothing more to do).
import { useNavigate } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import type { BulkConfirmOutcome } from '../api/use-bulk-confirm';
import { useBulkConfirm } from '../api/use-bulk-confirm';

function summary(outcomes: readonly BulkConfirmOutcome[]): string {
  const count = (outcome: BulkConfirmOutcome['outcome']) => outcomes.filter((entry) => entry.outcome === outcome).length;
  const orders = (n: number) => (n === 1 ? '1 order' : `${n} orders`);
  const parts: string[] = [];
  if (count('confirmed') > 0) parts.push(`Confirmed ${orders(count('confirmed'))}`);
  if (count('already') > 0) parts.push(`${orders(count('already'))} already confirmed or further along`);
  if (parts.length === 0) parts.push('Nothing confirmed');
  return `${parts.join('; ')}.`;
}

interface BulkActionsProps {
  /** The ticked orders, in the list's order. */
  readonly selected: readonly string[];
  /** How many of them are placed (what Confirm would move). */
  readonly placed: number;
}

export function BulkActions({ selected, placed }: BulkActionsProps) {
  const confirm = useBulkConfirm();
  const navigate = useNavigate();
  const failures = (confirm.data ?? []).filter((entry) => entry.outcome === 'failed');
  return (
    <div className="console-bulk" aria-label="Ticked orders" role="group">
      <p className="console-bulk__count">{selected.length === 1 ? '1 order ticked' : `${selected.length} orders ticked`}</p>
      <button type="button" className="button button--small" disabled={placed === 0 || confirm.isPending} onClick={() => confirm.confirmAll(selected)}>
        {confirm.isPending ? 'Confirming…' : placed === 0 ? 'None to confirm' : placed === 1 ? 'Confirm 1 placed order' : `Confirm ${placed} placed orders`}
      </button>
      <button
        type="button"
        className="button button--small button--ghost"
        disabled={selected.length === 0}
        onClick={() => void navigate(consolePaths.slips.getHrefForOrders(selected))}
      >
        Print {selected.length === 1 ? '1 slip' : `${selected.length} slips`}
      </button>
      <p role="status" className="console-bulk__done">
        {confirm.data ? summary(confirm.data) : ''}
      </p>
      {failures.length > 0 && (
        <div role="alert" className="form-alert form-alert--error">
          <p>Not confirmed:</p>
          <ul>
            {failures.map((entry) => (
              <li key={entry.orderNumber}>
                {entry.orderNumber}: {entry.outcome === 'failed' ? entry.reason : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      {confirm.isError && (
        <p role="alert" className="field__error">
          {confirm.error.message}
        </p>
      )}
    </div>
  );
}

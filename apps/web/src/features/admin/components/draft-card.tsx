// One open draft order on the drafts page: who it is for, its boxes, its total, the slot it asks for (and while the
// calendar holds it), when the draft expires; Continue opens it on the phone-order page, Discard asks first.
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DraftOrderSummary } from '@partybox/contracts/checkout';
import { consolePaths } from '../../../config/console-paths';
import { formatDate, formatInr, formatPhone } from '../../../lib/format';
import { formatClockTime, formatDateTime } from '../../../lib/format-date-time';
import { queryClient } from '../../../lib/query-client';
import { discardDraftOrder, draftOrderKeys } from '../api/draft-orders';

export function DraftCard({ draft }: { readonly draft: DraftOrderSummary }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  // One request however often it is pressed (the button is disabled while it runs; the API answers a repeat the same).
  const discard = useMutation(
    {
      mutationFn: () => discardDraftOrder(draft.id),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: draftOrderKeys.open }),
    },
    queryClient,
  );
  const who = draft.name ?? 'No name yet';
  return (
    <li className="card console-draft" aria-labelledby={`${id}-who`}>
      <h2 id={`${id}-who`} className="console-draft__who">
        {who}
        {draft.phone && <span className="console-draft__phone">{formatPhone(draft.phone)}</span>}
      </h2>
      <ul className="console-draft__items">
        {draft.items.map((item, index) => (
          <li key={index}>
            {item.themeName} × {item.quantity}
            {item.addons.length > 0 && <span className="console-table__sub">with {item.addons.join(', ')}</span>}
          </li>
        ))}
      </ul>
      <dl className="console-draft__facts">
        <div>
          <dt>Total</dt>
          <dd>{formatInr(draft.total)}</dd>
        </div>
        <div>
          <dt>Slot</dt>
          <dd>
            {draft.slot ? `${formatDate(draft.slot.date)} · ${draft.slot.label}` : 'Not chosen'}
            {draft.slot && (
              <span className="console-table__sub">
                {draft.slot.heldUntil ? `Held until ${formatClockTime(new Date(draft.slot.heldUntil))}` : 'No longer held: checked again when placed'}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>
            <time dateTime={draft.expiresAt}>{formatDateTime(draft.expiresAt)}</time>
            <span className="console-table__sub">Saved by {draft.by}</span>
          </dd>
        </div>
      </dl>
      {discard.isError && (
        <p role="alert" className="form-alert form-alert--error">
          {discard.error.message}
        </p>
      )}
      {confirming ? (
        <div className="console-draft__confirm" role="group" aria-label={`Discard the draft for ${who}?`}>
          <p>Discard this draft? {draft.slot?.heldUntil ? 'Its slot is given back to the calendar.' : 'It cannot be placed after this.'}</p>
          <div className="actions-row">
            <button type="button" className="button button--danger" disabled={discard.isPending} onClick={() => discard.mutate()}>
              {discard.isPending ? 'Discarding…' : 'Yes, discard it'}
            </button>
            <button type="button" className="button button--ghost" disabled={discard.isPending} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className="actions-row">
          <Link className="button button--small" to={consolePaths.newOrder.getHref(draft.id)}>
            Continue
          </Link>
          <button type="button" className="button button--small button--ghost" onClick={() => setConfirming(true)}>
            Discard
          </button>
        </div>
      )}
    </li>
  );
}

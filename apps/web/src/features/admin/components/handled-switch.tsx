// Whether an inbox item is handled (by whom, when), and the button that changes it.
import type { InboxItem } from '@partybox/contracts/operations';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMarkHandled } from '../api/use-mark-handled';

export function HandledSwitch({ item }: { readonly item: InboxItem }) {
  const mark = useMarkHandled(item);
  return (
    <div className="console-inbox__handled">
      <p role="status">
        {item.handled
          ? `Handled${item.handledBy ? ` by ${item.handledBy}` : ''}${item.handledAt ? `, ${formatDateTime(item.handledAt)}` : ''}`
          : 'Not handled yet'}
      </p>
      <button type="button" className="button button--ghost button--small" disabled={mark.isPending} onClick={() => mark.mutate(!item.handled)}>
        {mark.isPending ? 'Saving…' : item.handled ? 'Mark not handled' : 'Mark handled'}
      </button>
      {mark.isError && (
        <p role="alert" className="field__error">
          {mark.error.message}
        </p>
      )}
    </div>
  );
}

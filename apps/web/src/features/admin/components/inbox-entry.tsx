// One inbox item: who sent it, when and a one-line summary; every field on opening it; and the handled switch.
import type { InboxItem } from '@partybox/contracts/operations';
import { formatPhone } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date-time';
import { useMarkHandled } from '../api/use-mark-handled';

export function InboxEntry({ item }: { readonly item: InboxItem }) {
  const mark = useMarkHandled(item);
  return (
    <li className={`card console-inbox__item${item.handled ? ' console-inbox__item--handled' : ''}`}>
      <details>
        <summary>
          <span className="console-inbox__from">{item.from}</span>
          <span className="console-inbox__subject">{item.subject}</span>
          <time className="console-inbox__when" dateTime={item.receivedAt}>
            {formatDateTime(item.receivedAt)}
          </time>
        </summary>
        <dl className="console-details">
          {item.fields.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd className="console-details__text">
                {/* The sender's phone and address as links, to reply in one tap. */}
                {item.phone && field.value === item.phone ? (
                  <a href={`tel:+91${item.phone}`}>{formatPhone(item.phone)}</a>
                ) : item.email && field.value === item.email ? (
                  <a href={`mailto:${item.email}`}>{item.email}</a>
                ) : (
                  field.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </details>
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
    </li>
  );
}

// /admin/inbox/:kind/:id: one message, request or suggestion with every field the customer sent, the ways to reply
// (call, WhatsApp, e-mail), a /custom request's quote, and the handled switch.
import { useQuery } from '@tanstack/react-query';
import { inboxKinds, type InboxField, type InboxItem } from '@partybox/contracts/operations';
import { Link, useMatch } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatPhone } from '../../../lib/format';
import { formatDateTime, formatTimeOfDay } from '../../../lib/format-date-time';
import { queryClient } from '../../../lib/query-client';
import { inboxItemQuery } from '../api/admin-queries';
import { inboxLabels } from '../inbox-labels';
import { ConsoleProblem } from './console-problem';
import { CustomQuoteForm } from './custom-quote-form';
import { HandledSwitch } from './handled-switch';
import { ReplyLinks } from './reply-links';

/** A field's value for people: "5 December 2026", "6:30 pm", "+91 98200 98200"; "Not given" when empty. */
export function shownValue({ value, format }: InboxField): string {
  if (!value) return 'Not given';
  if (format === 'date') return formatDate(value, value);
  if (format === 'moment') return formatDateTime(value, value);
  if (format === 'phone') return formatPhone(value);
  if (format === 'time') return formatTimeOfDay(value);
  return value;
}

function ItemDetail({ item }: { readonly item: InboxItem }) {
  return (
    <>
      <p className="console-order__badges">
        <span>
          From <strong>{item.from}</strong>
        </span>
        <time dateTime={item.receivedAt}>Received {formatDateTime(item.receivedAt)}</time>
      </p>
      <ReplyLinks item={item} />
      <section className="card console-section" aria-labelledby="inbox-item-fields">
        <h2 id="inbox-item-fields">What they sent</h2>
        <dl className="console-details console-details--wide">
          {item.fields.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd className={field.value ? 'console-details__text' : 'console-details__text console-details__none'}>{shownValue(field)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {item.kind === 'custom' && <CustomQuoteForm item={item} />}
      <HandledSwitch item={item} />
    </>
  );
}

export function InboxItemPage() {
  const params = useMatch(consolePaths.inboxItem.path)?.params;
  const kind = inboxKinds.find((each) => each === params?.kind);
  const id = params?.id ?? '';
  const item = useQuery({ ...inboxItemQuery(kind ?? 'contact', id), enabled: kind !== undefined }, queryClient);
  const notFound = !kind || (item.error instanceof ApiError && item.error.status === 404);
  return (
    <section className="console-page" aria-labelledby="console-inbox-item">
      {kind && (
        <p className="console-back">
          <Link to={consolePaths.inbox.getHref(kind)}>← {inboxLabels[kind]}</Link>
        </p>
      )}
      <h1 id="console-inbox-item">{item.data?.subject ?? (kind ? inboxLabels[kind] : 'Inbox')}</h1>
      {notFound ? (
        <p role="alert" className="console-empty card">
          This item does not exist. It may have been removed; go back to the inbox.
        </p>
      ) : item.isPending ? (
        <p role="status">Loading…</p>
      ) : item.isError ? (
        <ConsoleProblem what="this item" error={item.error} onRetry={() => void item.refetch()} />
      ) : (
        <ItemDetail item={item.data} />
      )}
    </section>
  );
}

// /admin/inbox/:kind: contact messages, custom requests, theme suggestions or subscribers, newest first, with a view
// of those still to handle (the default), those handled, or all; subscribers also download as CSV.
import { useInfiniteQuery } from '@tanstack/react-query';
import { inboxKinds, type InboxKind } from '@partybox/contracts/operations';
import { Link, useMatch, useSearchParams } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { queryClient } from '../../../lib/query-client';
import { inboxQuery, inboxViews, subscribersCsvHref, type InboxView } from '../api/admin-queries';
import { inboxLabels } from '../inbox-labels';
import { ConsoleProblem } from './console-problem';
import { InboxEntry } from './inbox-entry';

const viewLabels: Record<InboxView, string> = { open: 'Not handled', handled: 'Handled', all: 'All' };

function Inbox({ kind }: { readonly kind: InboxKind }) {
  const [search] = useSearchParams();
  const view = inboxViews.find((each) => each === search.get('show')) ?? 'open';
  const inbox = useInfiniteQuery(inboxQuery(kind, view), queryClient);
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <div className="console-page__head">
        <h1 id="console-inbox">{inboxLabels[kind]}</h1>
        {kind === 'subscribers' && (
          <a className="button button--small" href={subscribersCsvHref} download="party-box-subscribers.csv">
            Export CSV
          </a>
        )}
      </div>
      <nav className="console-views" aria-label="Which items">
        {inboxViews.map((each) => (
          <Link
            key={each}
            to={`${consolePaths.inbox.getHref(kind)}${each === 'open' ? '' : `?show=${each}`}`}
            className="console-views__link"
            aria-current={each === view ? 'page' : undefined}
          >
            {viewLabels[each]}
          </Link>
        ))}
      </nav>
      {inbox.isPending ? (
        <p role="status">Loading…</p>
      ) : inbox.isError && !inbox.isFetchNextPageError ? (
        <ConsoleProblem what={inboxLabels[kind].toLowerCase()} error={inbox.error} onRetry={() => void inbox.refetch()} />
      ) : items.length === 0 ? (
        <p role="status" className="console-empty card">
          {view === 'open' ? 'Nothing left to handle here.' : 'Nothing here yet.'}
        </p>
      ) : (
        <>
          <ul className="console-inbox" aria-label={`${inboxLabels[kind]}: ${viewLabels[view].toLowerCase()}`}>
            {items.map((item) => (
              <InboxEntry key={item.id} item={item} />
            ))}
          </ul>
          {inbox.hasNextPage && (
            <p className="console-more">
              <button type="button" className="button button--ghost" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
                {inbox.isFetchingNextPage ? 'Loading more…' : 'Show more'}
              </button>
            </p>
          )}
          {inbox.isFetchNextPageError && <ConsoleProblem what="more items" error={inbox.error} onRetry={() => void inbox.fetchNextPage()} />}
        </>
      )}
    </>
  );
}

export function InboxPage() {
  const kind = useMatch(consolePaths.inbox.path)?.params.kind ?? '';
  const known = inboxKinds.find((each) => each === kind);
  return (
    <section className="console-page" aria-labelledby="console-inbox">
      {known ? (
        <Inbox key={known} kind={known} />
      ) : (
        <>
          <h1 id="console-inbox">No such inbox</h1>
          <p>
            The console has no inbox called “{kind}”. <Link to={consolePaths.orders.getHref()}>Back to the orders</Link>.
          </p>
        </>
      )}
    </section>
  );
}

// /admin/drafts: the phone orders saved as drafts and not yet placed, newest first, read as they are now, so the team
// finds a draft again before it expires, continues it, or discards it and gives its slot back.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { queryClient } from '../../../lib/query-client';
import { openDraftsQuery } from '../api/draft-orders';
import { ConsoleProblem } from './console-problem';
import { DraftCard } from './draft-card';

export function DraftsPage() {
  const drafts = useQuery(openDraftsQuery(), queryClient);
  return (
    <section className="console-page" aria-labelledby="console-drafts">
      <div className="console-page__head">
        <h1 id="console-drafts">Draft orders</h1>
        <Link className="button button--small" to={consolePaths.newOrder.getHref()}>
          New phone order
        </Link>
      </div>
      <p className="console-section__hint">
        Phone and WhatsApp orders saved but not placed. A draft expires on its own; its slot is held only for a few minutes.
      </p>
      {drafts.isPending ? (
        <p role="status">Loading drafts…</p>
      ) : drafts.isError ? (
        <ConsoleProblem what="the drafts" error={drafts.error} onRetry={() => void drafts.refetch()} />
      ) : drafts.data.drafts.length === 0 ? (
        <p role="status" className="console-empty card">
          No open drafts.
        </p>
      ) : (
        <ul className="console-drafts" aria-label="Open drafts">
          {drafts.data.drafts.map((draft) => (
            <DraftCard key={draft.id} draft={draft} />
          ))}
        </ul>
      )}
    </section>
  );
}

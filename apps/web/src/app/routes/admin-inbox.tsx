// /admin/inbox/:kind: contact messages, custom requests, theme suggestions or subscribers.
import { InboxPage } from '../../features/admin/components/inbox-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Inbox · Operations', description: 'Messages and requests sent to Party Box, to handle.', noindex: true }),
};

export const Component = InboxPage;

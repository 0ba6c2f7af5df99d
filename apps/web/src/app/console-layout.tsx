// The operations console's own layout (not the shop's header and footer): the console's navigation for operators,
// and the page, or what the gate shows instead (sign-in, "for the team only", a status line in the prerendered shell).
// The shop's route table has one route for all of /admin/* (so the console barely grows the shop's first script): the
// page is picked here, by the paths of config/paths.ts.
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { AdminOrderPage } from '../features/admin/components/admin-order-page';
import { ConsoleNav } from '../features/admin/components/console-nav';
import { InboxItemPage } from '../features/admin/components/inbox-item-page';
import { InboxPage } from '../features/admin/components/inbox-page';
import { PackingSlipPage } from '../features/admin/components/packing-slip-page';
import { PackingSlipsPage } from '../features/admin/components/packing-slips-page';
import { OrderListPage } from '../features/admin/components/order-list-page';
import { useConsoleGate } from '../features/admin/components/use-console-gate';
import { NotFound } from '../components/not-found';
import { paths } from '../config/paths';
import { consolePaths } from '../config/console-paths';
import { documentTitle } from '../lib/page-meta';
import { useFocusHeading } from './layout/use-focus-heading';
import '../features/admin/admin.css';

// The numbers' pages load as chunks of their own, on first visit: the day's work (orders, inboxes) never waits for them.
const ReportsPage = lazy(() => import('../features/admin/components/reports-page').then((module) => ({ default: module.ReportsPage })));
const CustomerPage = lazy(() => import('../features/admin/components/customer-page').then((module) => ({ default: module.CustomerPage })));

/** The console's pages by path; anything else under /admin is the 404 page. */
const pages: readonly { path: string; title: string; Page: ComponentType }[] = [
  { path: consolePaths.orders.path, title: 'Orders', Page: OrderListPage },
  { path: consolePaths.order.path, title: 'Order', Page: AdminOrderPage },
  { path: consolePaths.orderSlip.path, title: 'Packing slip', Page: PackingSlipPage },
  { path: consolePaths.slips.path, title: 'Packing slips', Page: PackingSlipsPage },
  { path: consolePaths.inbox.path, title: 'Inbox', Page: InboxPage },
  { path: consolePaths.inboxItem.path, title: 'Inbox item', Page: InboxItemPage },
  { path: consolePaths.reports.path, title: 'Reports', Page: ReportsPage },
  { path: consolePaths.customer.path, title: 'Customer', Page: CustomerPage },
];
const notFound = { title: 'Page not found', Page: NotFound };

export function ConsoleLayout() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const navigated = pathname !== firstPath.current;
  const main = useRef<HTMLElement>(null);
  const gate = useConsoleGate();
  const { title, Page } = pages.find((page) => matchPath(page.path, pathname)) ?? notFound;
  useEffect(() => {
    document.title = documentTitle(`${title} · Operations`);
  }, [title]);
  useFocusHeading(main, pathname, navigated);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="console">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="console-header">
        <div className="console-header__bar">
          <Link to={consolePaths.orders.getHref()} className="console-header__brand">
            Party Box <span>Operations</span>
          </Link>
          <Link to={paths.root.getHref()} className="console-header__shop">
            Storefront
          </Link>
        </div>
        {gate.operatorName !== undefined && <ConsoleNav operatorName={gate.operatorName} />}
      </header>
      <main id="main" ref={main} className="console-main" tabIndex={-1}>
        {gate.blocked ?? (
          <Suspense fallback={<p role="status">Loading the page…</p>}>
            <Page />
          </Suspense>
        )}
      </main>
    </div>
  );
}

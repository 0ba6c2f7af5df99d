// The operations console's own layout (not the shop's header and footer): the console's navigation for operators,
// and the page, or what the gate shows instead (sign-in, "for the team only", a status line in the prerendered shell).
// The shop's route table has one route for all of /admin/* (so the console barely grows the shop's first script): the
// page is picked here, by the paths of config/paths.ts.
import { lazy, Suspense, useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { ConsoleNav } from '../features/admin/components/console-nav';
import { OrderListPage } from '../features/admin/components/order-list-page';
import { useConsoleGate } from '../features/admin/components/use-console-gate';
import { NotFound } from '../components/not-found';
import { paths } from '../config/paths';
import { consolePaths } from '../config/console-paths';
import { documentTitle } from '../lib/page-meta';
import { useFocusHeading } from './layout/use-focus-heading';
import '../features/admin/admin.css';

/**
 * The console's pages by path; anything else under /admin is the 404 page. The day's order list, where the console
 * opens, comes with the layout; every other page is a chunk of its own, loaded when the operator first goes there.
 */
const pages: readonly { path: string; title: string; Page: ComponentType }[] = [
  { path: consolePaths.orders.path, title: 'Orders', Page: OrderListPage },
  {
    path: consolePaths.newOrder.path,
    title: 'New phone order',
    Page: lazy(() => import('../features/admin/components/new-order-page').then((module) => ({ default: module.NewOrderPage }))),
  },
  {
    path: consolePaths.drafts.path,
    title: 'Draft orders',
    Page: lazy(() => import('../features/admin/components/drafts-page').then((module) => ({ default: module.DraftsPage }))),
  },
  {
    path: consolePaths.order.path,
    title: 'Order',
    Page: lazy(() => import('../features/admin/components/admin-order-page').then((module) => ({ default: module.AdminOrderPage }))),
  },
  {
    path: consolePaths.orderSlip.path,
    title: 'Packing slip',
    Page: lazy(() => import('../features/admin/components/packing-slip-page').then((module) => ({ default: module.PackingSlipPage }))),
  },
  {
    path: consolePaths.slips.path,
    title: 'Packing slips',
    Page: lazy(() => import('../features/admin/components/packing-slips-page').then((module) => ({ default: module.PackingSlipsPage }))),
  },
  {
    path: consolePaths.calendar.path,
    title: 'Calendar',
    Page: lazy(() => import('../features/admin/components/calendar-page').then((module) => ({ default: module.CalendarPage }))),
  },
  {
    path: consolePaths.inbox.path,
    title: 'Inbox',
    Page: lazy(() => import('../features/admin/components/inbox-page').then((module) => ({ default: module.InboxPage }))),
  },
  {
    path: consolePaths.inboxItem.path,
    title: 'Inbox item',
    Page: lazy(() => import('../features/admin/components/inbox-item-page').then((module) => ({ default: module.InboxItemPage }))),
  },
  {
    path: consolePaths.reports.path,
    title: 'Reports',
    Page: lazy(() => import('../features/admin/components/reports-page').then((module) => ({ default: module.ReportsPage }))),
  },
  {
    path: consolePaths.customer.path,
    title: 'Customer',
    Page: lazy(() => import('../features/admin/components/customer-page').then((module) => ({ default: module.CustomerPage }))),
  },
];
const notFound = { title: 'Page not found', Page: NotFound };

/** Focuses the page's h1 after a move; rendered after the page inside its Suspense, so it runs once a lazy page is in. */
function FocusHeading({ main, pathname, navigated }: { readonly main: RefObject<HTMLElement | null>; readonly pathname: string; readonly navigated: boolean }) {
  useFocusHeading(main, pathname, navigated);
  return null;
}

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
            <FocusHeading main={main} pathname={pathname} navigated={navigated} />
          </Suspense>
        )}
      </main>
    </div>
  );
}

// The shared layout: sticky navigation (with the chat button), the page (with a transition keyed on its path, the
// notice the previous page sent, and focus on its heading after a client-side navigation) and the footer.
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from './layout/site-footer';
import { RouteNotice } from './layout/route-notice';
import { SiteHeader } from './layout/site-header';
import { useFocusHeading } from './layout/use-focus-heading';
import { useFollowCustomer } from './layout/use-follow-customer';
import { takeEarlyInput } from '../lib/early-input';
import { useDocumentMeta } from '../lib/page-meta';
import { useRehydrateStores } from '../lib/persisted-store';

export function RootLayout() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // True from the first client-side navigation on, also when it leads back to the first page (Back from /customize).
  const hasNavigated = useRef(false);
  if (pathname !== firstPath.current) hasNavigated.current = true;
  const navigated = hasNavigated.current;
  const main = useRef<HTMLElement>(null);
  useRehydrateStores();
  useFollowCustomer();
  useDocumentMeta();
  useEffect(() => {
    if (navigated) window.scrollTo(0, 0);
  }, [pathname, navigated]);
  useFocusHeading(main, pathname, navigated);
  // The first effect after hydration, before anything renders again: input the customer made on the painted page
  // before its script ran is played again once React is done, then the page is marked interactive (browser tests and
  // benchmarks wait for that mark).
  useEffect(() => {
    const replayEarlyInput = takeEarlyInput(document.body);
    queueMicrotask(() => {
      replayEarlyInput();
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      {/* Only client-side navigations animate, so the first paint is never delayed. */}
      <main id="main" ref={main} key={pathname} className={navigated ? 'page page--enter' : 'page'} tabIndex={-1}>
        <RouteNotice />
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

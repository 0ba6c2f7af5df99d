// The shared layout: sticky navigation, the page (with a transition keyed on its path), footer and chat button.
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChatButton } from './layout/chat-button';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { useDocumentMeta } from '../lib/page-meta';
import { useRehydrateStores } from '../lib/persisted-store';

export function RootLayout() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const navigated = firstPath.current !== pathname;
  useRehydrateStores();
  useDocumentMeta();
  useEffect(() => {
    if (navigated) window.scrollTo(0, 0);
  }, [pathname, navigated]);
  // Marks the moment the prerendered page became interactive (browser tests and benchmarks wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <SiteHeader />
      {/* Only client-side navigations animate, so the first paint is never delayed. */}
      <main id="main" key={pathname} className={navigated ? 'page page--enter' : 'page'} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ChatButton />
    </>
  );
}

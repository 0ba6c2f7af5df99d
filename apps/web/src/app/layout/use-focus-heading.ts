// After a client-side route change, moves keyboard and screen-reader focus to the new page's h1, so the customer
// hears where they landed instead of staying on the link they used (the first page load keeps the browser's focus).
import { useEffect, type RefObject } from 'react';

/** How long to wait for a page that renders its heading late (after its data loads) before focusing the page itself. */
const headingWait = 2000;

export function useFocusHeading(main: RefObject<HTMLElement | null>, pathname: string, navigated: boolean): void {
  useEffect(() => {
    const page = main.current;
    if (!navigated || !page) return;
    const focus = (heading: HTMLElement | null) => {
      const target = heading ?? page;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    const heading = page.querySelector<HTMLElement>('h1');
    if (heading) {
      focus(heading);
      return;
    }
    const observer = new MutationObserver(() => {
      const late = page.querySelector<HTMLElement>('h1');
      if (!late) return;
      observer.disconnect();
      window.clearTimeout(timer);
      focus(late);
    });
    observer.observe(page, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      focus(null);
    }, headingWait);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [main, pathname, navigated]);
}

// After a client-side route change, moves keyboard and screen-reader focus to the new page's h1, so the customer
// hears where they landed instead of staying on the link they used. The first page load keeps the browser's focus.
// The router renders a page only once its code and data have loaded, so its h1 is there when this runs.
import { useEffect, type RefObject } from 'react';

export function useFocusHeading(main: RefObject<HTMLElement | null>, pathname: string, navigated: boolean): void {
  useEffect(() => {
    const page = main.current;
    if (!navigated || !page) return;
    const target = page.querySelector<HTMLElement>('h1') ?? page;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [main, pathname, navigated]);
}

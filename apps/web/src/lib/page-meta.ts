// Each route declares its document title and meta description through `handle.meta`; the prerender writes
// them into <head> and the browser updates them on every navigation.
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

/** A page's title and description. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /**
   * Keeps the page out of search engines (the operations console, a customer's own order): the prerendered HTML carries
   * the robots tag. Pages with a parameter are served from the 404 page, whose status already keeps them out.
   */
  readonly noindex?: boolean;
}

/** The robots meta tag a `noindex` page's prerendered HTML carries. */
export const noindexMeta = { name: 'robots', content: 'noindex' } as const;

/** What a route puts in its `handle`. */
export interface RouteHandle {
  meta?: (data: unknown) => PageMeta;
}

const siteName = 'Party Box';

/** The full document title for a page title. */
export function documentTitle(title: string): string {
  return title === siteName ? `${siteName} · Handcrafted Celebration Kits, Mumbai` : `${title} · ${siteName}`;
}

/**
 * A theme page's title: the theme's name and what it is ("Superheroes party box", "Glow Party box"), never
 * repeating a word the name already ends with ("Glow Party Party Box").
 */
export function themePageTitle(themeName: string): string {
  if (/\bbox$/i.test(themeName)) return themeName;
  if (/\bparty$/i.test(themeName)) return `${themeName} box`;
  return `${themeName} party box`;
}

/** The meta of the deepest matched route that declares one (a route whose loader failed gets no data). */
export function metaOfMatches(matches: readonly { handle?: unknown; data?: unknown; loaderData?: unknown }[]): PageMeta | undefined {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta(match.loaderData ?? match.data);
  }
  return undefined;
}

/** Keeps document.title and the meta description in step with the current route. */
export function useDocumentMeta(): void {
  const matches = useMatches();
  // Depend on the strings, not the object: handle.meta builds a new object on every render.
  const { title, description } = metaOfMatches(matches) ?? {};
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = documentTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}

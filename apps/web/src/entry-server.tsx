// Prerender entry: renders one path to HTML with the same routes the browser uses, and reports the page's
// status, title, description and router data for hydration.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/router';
import { metaOfMatches, type PageMeta } from './lib/page-meta';

export interface RenderedPage {
  readonly html: string;
  readonly status: number;
  readonly meta: PageMeta | undefined;
  /** Ids of the matched routes; a lazy route's id names its module (see app/router.tsx). */
  readonly routeIds: string[];
  /** Router state to hydrate from; absent for error pages, which the browser renders afresh. */
  readonly hydrationData?: { loaderData: unknown; actionData: unknown };
}

export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; redirects are not prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const meta = metaOfMatches(context.matches.map((match) => ({ handle: match.route.handle, loaderData: context.loaderData[match.route.id] })));
  return {
    html,
    status: context.statusCode,
    meta,
    routeIds: context.matches.map((match) => match.route.id),
    ...(context.errors ? {} : { hydrationData: { loaderData: context.loaderData, actionData: context.actionData } }),
  };
}

// The storefront's own paths without parameters ("/", "/about" …), read from the route table itself.
import type { RouteObject } from 'react-router-dom';

/** Every parameterless path of `routes`, with "/" for index routes. */
export function staticPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = route.path !== undefined && !/[:*]/.test(route.path) ? [path || '/'] : route.index ? [path] : [];
    return [...own, ...(route.children ? staticPaths(route.children, path) : [])];
  });
}

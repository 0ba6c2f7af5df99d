// Any path no other route matches: answer 404 so the prerendered page and the server send that status.
import { data } from 'react-router-dom';
import { NotFound } from '../../components/not-found';
import type { RouteHandle } from '../../lib/page-meta';

export function loader(): never {
  throw data(null, { status: 404 });
}

export const handle: RouteHandle = { meta: () => ({ title: 'Page not found', description: 'This page does not exist.' }) };
export const Component = NotFound;

// Shown in place of a page when its route fails: the 404 page for unknown paths, a plain apology otherwise.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFound } from '../components/not-found';
import { paths } from '../config/paths';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="page-narrow center">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please reload it, or go back to the home page.</p>
      <Link className="button" to={paths.root.getHref()}>
        Back to home
      </Link>
    </section>
  );
}

// The 404 page.
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

export function NotFound() {
  return (
    <section className="not-found page-narrow center">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Oops! Page not found.</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p className="actions-row center">
        <Link className="button" to={paths.root.getHref()}>
          Back to home
        </Link>
        <Link className="button button--ghost" to={paths.occasions.getHref()}>
          Browse party boxes
        </Link>
      </p>
    </section>
  );
}

// A failed console read: what went wrong and a way on. A lapsed session (401) or a lost operator role (403) leads to
// sign-in; anything else offers to try again.
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';

interface ConsoleProblemProps {
  readonly what: string;
  readonly error: Error;
  readonly onRetry: () => void;
}

export function ConsoleProblem({ what, error, onRetry }: ConsoleProblemProps) {
  const location = useLocation();
  const signIn = error instanceof ApiError && (error.status === 401 || error.status === 403);
  return (
    <div role="alert" className="form-alert form-alert--error console-problem">
      <p>
        We could not load {what}.{' '}
        {signIn ? 'Your session has ended or this account is not on the team; sign in again with an operator account.' : error.message}
      </p>
      {signIn ? (
        <Link className="button button--small" to={`${paths.signIn.getHref()}?next=${encodeURIComponent(location.pathname + location.search)}`}>
          Sign in
        </Link>
      ) : (
        <button type="button" className="button button--small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

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

/** What went wrong, in the API's words: for a refused request, what it says of each field (a page has no form to highlight). */
function problemWords(error: Error): string {
  return error instanceof ApiError && error.fields.length > 0 ? error.fields.map((field) => field.message).join(' ') : error.message;
}

export function ConsoleProblem({ what, error, onRetry }: ConsoleProblemProps) {
  const location = useLocation();
  const signIn = error instanceof ApiError && (error.status === 401 || error.status === 403);
  // Refused as asked (a bad phone, a reversed range): asking again changes nothing, so no "Try again".
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (
    <div role="alert" className="form-alert form-alert--error console-problem">
      <p>
        We could not load {what}.{' '}
        {signIn ? 'Your session has ended or this account is not on the team; sign in again with an operator account.' : problemWords(error)}
      </p>
      {signIn ? (
        <Link className="button button--small" to={`${paths.signIn.getHref()}?next=${encodeURIComponent(location.pathname + location.search)}`}>
          Sign in
        </Link>
      ) : refused ? null : (
        <button type="button" className="button button--small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

// Shown by a checkout page when its checkout could not be read or started: what happened, and a way to try again.
import type { ApiError } from '../../lib/api-client';

export function CheckoutProblem({ error, retry }: { readonly error: ApiError; readonly retry: () => void }) {
  return (
    <div className="checkout-notice card" role="alert">
      <p>We couldn&apos;t load your checkout just now. {error.message}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

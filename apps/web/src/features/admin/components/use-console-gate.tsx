// Lets only operators into the console. Until the browser has asked who is signed in (also in the prerendered shell)
// it shows a status line; nobody signed in goes to sign-in and comes back here afterwards; a customer is told plainly
// that this area is for the team. The API refuses every /api/admin/* call anyway (401, 403): this only spares people
// a screen of errors.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useConsoleAccess } from '../api/use-console-access';

export interface ConsoleGate {
  /** The operator's name, once the console may show. */
  readonly operatorName?: string;
  /** What to show instead of the console's page, while it may not show. */
  readonly blocked?: ReactNode;
}

function TeamOnly({ name }: { readonly name: string }) {
  return (
    <section className="console-page console-page--narrow" aria-labelledby="console-team-only">
      <h1 id="console-team-only">This area is for the Party Box team</h1>
      <p>
        You are signed in as {name}, with a customer account. The operations console is only open to the people who run the shop, so there is nothing here for
        you to do.
      </p>
      <p>Looking for your own orders? They are listed on your profile, each with its status.</p>
      <p className="actions-row">
        <Link to={paths.profile.getHref()} className="button">
          Your orders
        </Link>
        <Link to={paths.root.getHref()} className="button button--ghost">
          Back to the shop
        </Link>
      </p>
    </section>
  );
}

export function useConsoleGate(): ConsoleGate {
  const location = useLocation();
  // The prerendered shell and the first render in the browser match: nobody is known until mounted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const access = useConsoleAccess();
  // A refusal remembered from before a sign-in is asked again before it is acted on (sign-in marks it stale).
  const rechecking = access.isFetching && access.data?.kind !== 'operator';
  if (!mounted || access.isPending || rechecking) {
    return {
      blocked: (
        <section className="console-page console-page--narrow">
          <h1>Operations console</h1>
          <p role="status">Checking who is signed in…</p>
        </section>
      ),
    };
  }
  if (access.isError) {
    return {
      blocked: (
        <section className="console-page console-page--narrow">
          <h1>Operations console</h1>
          <div role="alert" className="form-alert form-alert--error">
            <p>We could not check who is signed in. {access.error.message}</p>
            <button type="button" className="button button--small" onClick={() => void access.refetch()}>
              Try again
            </button>
          </div>
        </section>
      ),
    };
  }
  const { data } = access;
  if (data.kind === 'anonymous') {
    const next = `${location.pathname}${location.search}`;
    return { blocked: <Navigate replace to={`${paths.signIn.getHref()}?next=${encodeURIComponent(next)}`} /> };
  }
  if (data.kind === 'customer') return { blocked: <TeamOnly name={data.name} /> };
  return { operatorName: data.name };
}

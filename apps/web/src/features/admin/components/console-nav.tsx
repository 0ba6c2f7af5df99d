// The console's navigation: the order list, the open drafts, the reports, each inbox, the shop, signing out (a shared counter is common), and where
// the team enrols an authenticator app, so sign-in does not depend on SMS.
import { apiPaths } from '@partybox/contracts/wire';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { inboxKinds } from '@partybox/contracts/operations';
import { consolePaths } from '../../../config/console-paths';
import { queryClient } from '../../../lib/query-client';
import { sendAccountJson, sessionKeys } from '../../../lib/session';
import { adminKeys } from '../api/admin-queries';
import { inboxLabels } from '../inbox-labels';

export function ConsoleNav({ operatorName }: { readonly operatorName: string }) {
  const [problem, setProblem] = useState<string>();
  const signOut = async () => {
    try {
      await sendAccountJson('POST', apiPaths.auth.signOut, {});
      queryClient.removeQueries({ queryKey: adminKeys.all });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'We could not sign you out. Please try again.');
    }
  };
  return (
    <nav className="console-nav" aria-label="Console">
      <ul className="console-nav__links">
        <li>
          <NavLink to={consolePaths.orders.getHref()} end className="console-nav__link">
            Orders
          </NavLink>
        </li>
        <li>
          <NavLink to={consolePaths.drafts.getHref()} className="console-nav__link">
            Drafts
          </NavLink>
        </li>
        <li>
          <NavLink to={consolePaths.calendar.getHref()} className="console-nav__link">
            Calendar
          </NavLink>
        </li>
        <li>
          <NavLink to={consolePaths.reports.getHref()} className="console-nav__link">
            Reports
          </NavLink>
        </li>
        {inboxKinds.map((kind) => (
          <li key={kind}>
            <NavLink to={consolePaths.inbox.getHref(kind)} className="console-nav__link">
              {inboxLabels[kind]}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="console-nav__who">
        <span>{operatorName}</span>
        <Link to={`${paths.account.getHref()}#authenticator-title`}>Sign in without SMS</Link>
        <button type="button" className="link-button" onClick={() => void signOut()}>
          Sign out
        </button>
      </p>
      {problem && (
        <p role="alert" className="console-nav__problem">
          {problem}
        </p>
      )}
    </nav>
  );
}

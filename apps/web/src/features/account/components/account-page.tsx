// /account: signed in, who you are, My orders, the profile, "Sign out" and the authenticator app; otherwise the ways in.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { greetingFor } from '@partybox/contracts/accounts';
import { FormAlert } from '../../../components/forms/fields';
import { paths } from '../../../config/paths';
import { formatPhone } from '../../../lib/format';
import { signOutAndForget } from '../../../lib/sign-out';
import { useSession } from '../api/use-session';
import { AuthenticatorCard } from './authenticator-card';
import '../account.css';

export function AccountPage() {
  const session = useSession();
  const [alert, setAlert] = useState<string>();
  const customer = session.data;

  const signOut = async () => {
    try {
      await signOutAndForget();
    } catch (error) {
      setAlert(error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <section className="section account-page">
      <h1>Your account</h1>
      {session.isPending ? (
        <p role="status">Checking your account…</p>
      ) : customer ? (
        <>
          <div className="account-form card">
            <p className="account-form__lead">{greetingFor(customer.name)}</p>
            <p>
              Signed in as {customer.name}, {formatPhone(customer.phone)}.
            </p>
            <FormAlert message={alert} />
            <div className="actions-row">
              <Link to={paths.orders.getHref()} className="button">
                My orders
              </Link>
              <Link to={paths.profile.getHref()} className="button button--ghost">
                Your profile
              </Link>
              <button type="button" className="button button--ghost" onClick={() => void signOut()}>
                Sign out
              </button>
            </div>
          </div>
          <AuthenticatorCard />
        </>
      ) : (
        <div className="account-form card">
          <p className="account-form__lead">Sign in to keep your cart, wishlist and profile on every device.</p>
          <div className="actions-row">
            <Link to={paths.signIn.getHref()} className="button">
              Sign in
            </Link>
            <Link to={paths.signUp.getHref()} className="button button--ghost">
              Create account
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}

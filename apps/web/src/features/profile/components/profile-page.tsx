// /profile: who the shop knows the customer as, their orders (the account's, or a guest's last one on this device)
// and their wishlist.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AccountCustomer } from '@partybox/contracts/accounts';
import { fetchSession } from '../../../lib/session';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { useProfileStore } from '../../../stores/profile-store';
import { useWishlistStore } from '../../../stores/wishlist-store';
import { PhotoChooser } from './photo-chooser';
import { ProfileInformation } from './profile-information';
import { ProfileOrders } from './profile-orders';
import { ProfileWishlist } from './profile-wishlist';
import { paths } from '../../../config/paths';
import '../profile.css';

export function ProfilePage() {
  const hydrated = useStoresHydrated(useProfileStore, useCheckoutIdStore, useWishlistStore);
  const deviceCustomer = useProfileStore((state) => state.customer);
  // Signed in, the profile is the account's (read from the server); a guest's stays on this device.
  const [account, setAccount] = useState<AccountCustomer | null>();
  useEffect(() => {
    void fetchSession().then(setAccount);
  }, []);
  const customer = account ? { ...account, createdAt: account.memberSince } : deviceCustomer;
  const name = customer?.name || 'Guest';
  return (
    <section className="section profile-page">
      <header className="profile-header card">
        <PhotoChooser name={name} />
        <div className="profile-header__text">
          <h1>{name}</h1>
          <p className="profile-header__badge">Member</p>
          <Link to={paths.editProfile.getHref()} className="button button--ghost button--small">
            Edit
          </Link>
        </div>
      </header>
      <p className="profile-page__note">
        {account ? (
          'Your profile is saved to your account.'
        ) : (
          <>
            Your profile is kept on this device only. <Link to={paths.signIn.getHref()}>Sign in</Link> to keep it on every device.
          </>
        )}
      </p>
      {hydrated ? (
        <div className="profile-grid">
          {/* Signed in, the way to the account's orders (My orders) comes first. */}
          {account && <ProfileOrders signedIn />}
          <ProfileInformation customer={customer} />
          {!account && <ProfileOrders signedIn={account === undefined ? undefined : false} />}
          <ProfileWishlist />
        </div>
      ) : (
        <p role="status">Loading your profile…</p>
      )}
    </section>
  );
}

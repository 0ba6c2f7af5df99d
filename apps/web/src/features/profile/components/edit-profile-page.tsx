// /edit-profile: change the name, e-mail and phone the shop remembers on this device.
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useProfileStore } from '../../../stores/profile-store';
import { EditProfileForm } from './edit-profile-form';
import '../profile.css';

export function EditProfilePage() {
  const hydrated = useStoresHydrated(useProfileStore);
  return (
    <section className="page-narrow edit-profile-page">
      <h1>Edit profile</h1>
      <p className="lead">These details are saved on this device only; nothing is sent to our server. We use them to fill in your next order.</p>
      {/* Remounted once the remembered details have loaded, to start from them. */}
      <EditProfileForm key={hydrated ? 'restored' : 'initial'} />
    </section>
  );
}

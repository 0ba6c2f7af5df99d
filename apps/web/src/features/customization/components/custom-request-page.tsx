// /custom: a fully custom party box request.
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useProfileStore } from '../../../stores/profile-store';
import { CustomRequestForm } from './custom-request-form';
import '../customization.css';

export function CustomRequestPage() {
  const hydrated = useStoresHydrated(useProfileStore);
  return (
    <section className="page-narrow customization-page">
      <p className="eyebrow">Custom order</p>
      <h1>Customise Your PartyBox</h1>
      <p className="lead">Nothing in our catalogue quite right? Tell us the occasion and your idea, and we&apos;ll design a box just for you.</p>
      {/* Remounted once the remembered customer has loaded, to start from their details. */}
      <CustomRequestForm key={hydrated ? 'restored' : 'initial'} />
    </section>
  );
}

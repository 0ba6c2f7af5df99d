// /customize: personalise the chosen theme (or a listing's own-theme card) before delivery.
import site from 'virtual:catalog/site';
import { occasionChoices, occasionNamed } from '@partybox/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useProfileStore } from '../../../stores/profile-store';
import { CustomizeForm } from './customize-form';
import { CustomizeSubject } from './customize-subject';
import '../customization.css';

const occasionNames = occasionChoices(site.occasions.map((occasion) => occasion.name));

export function CustomizePage() {
  const hydrated = useStoresHydrated(useCheckoutStore, useCartStore, useProfileStore);
  const [searchParams] = useSearchParams();
  const startFor = useCheckoutStore((state) => state.startFor);
  const linkedOccasion = occasionNamed(searchParams.get('occasion'), occasionNames);

  // A listing's "Customise" card links here with its occasion. Stored only once the saved checkout has loaded,
  // which would otherwise overwrite it.
  useEffect(() => {
    if (hydrated && linkedOccasion) startFor({ occasion: linkedOccasion });
  }, [hydrated, linkedOccasion, startFor]);

  return (
    <section className="page-narrow customization-page">
      <p className="eyebrow">Make it yours</p>
      <h1>Customize Your PartyBox</h1>
      <CustomizeSubject />
      {/* Remounted once the saved draft has loaded, so the form starts from it. */}
      <CustomizeForm key={hydrated ? 'restored' : 'initial'} />
    </section>
  );
}

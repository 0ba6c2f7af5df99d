// /customize: the party's details before delivery. One order is one party, so the details are for every box in the
// cart (or the listing's own-theme card the customer came from).
import site from 'virtual:catalog/site';
import { occasionChoices, occasionNamed } from '@partybox/contracts';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useProfileStore } from '../../../stores/profile-store';
import { partyContext } from '../api/customization-request';
import { useCustomizationDraftStore } from '../stores/customization-draft-store';
import { CustomizeForm } from './customize-form';
import { CustomizeSubject } from './customize-subject';
import '../customization.css';

const occasionNames = occasionChoices(site.occasions.map((occasion) => occasion.name));

export function CustomizePage() {
  const hydrated = useStoresHydrated(useCheckoutStore, useCartStore, useProfileStore, useCustomizationDraftStore);
  const [searchParams] = useSearchParams();
  const startFor = useCheckoutStore((state) => state.startFor);
  const themeId = useCheckoutStore((state) => state.themeId);
  const occasion = useCheckoutStore((state) => state.occasion);
  const lines = useCartStore((state) => state.lines);
  const linkedOccasion = occasionNamed(searchParams.get('occasion'), occasionNames);
  const context = useMemo(() => partyContext(lines, { themeId, occasion }), [lines, themeId, occasion]);
  // One line per theme: the party names each box once, however many lines hold it.
  const boxes = useMemo(() => lines.filter((line, index) => lines.findIndex((other) => other.themeId === line.themeId) === index), [lines]);

  // A listing's "Customise" card links here with its occasion. Stored only once the saved checkout has loaded,
  // which would otherwise overwrite it.
  useEffect(() => {
    if (hydrated && linkedOccasion) startFor({ occasion: linkedOccasion });
  }, [hydrated, linkedOccasion, startFor]);

  return (
    <section className="page-narrow customization-page">
      <p className="eyebrow">Make it yours</p>
      <h1>Customize Your PartyBox</h1>
      <CustomizeSubject boxes={boxes} occasion={context.occasion} themed={Boolean(context.themeIds)} />
      {/* Remounted once the saved draft has loaded, so the form starts from it. */}
      <CustomizeForm key={hydrated ? 'restored' : 'initial'} context={context} />
    </section>
  );
}

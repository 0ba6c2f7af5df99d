// /customize: the party's details before delivery. One order is one party, so the details are for every box of the
// checkout, listed with their add-ons and the total (so a box changed on its theme page visibly replaced the old one);
// with an empty cart (a listing's own-theme card, or nothing chosen) they are a request on their own.
import site from 'virtual:catalog/site';
import { occasionChoices, occasionNamed } from '@partybox/contracts';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { CheckoutProblem } from '../../../components/checkout/checkout-problem';
import { OrderSummary } from '../../../components/checkout/order-summary';
import { paths } from '../../../config/paths';
import type { CheckoutStep, OpenCheckout } from '../../../lib/checkout-flow';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useProfileStore } from '../../../stores/profile-store';
import { partyContext } from '../api/customization-request';
import { CustomizeForm } from './customize-form';
import { CustomizeSubject } from './customize-subject';
import '../customization.css';

const occasionNames = occasionChoices(site.occasions.map((occasion) => occasion.name));

/** `open` and `step` are the checkout feature's, passed by the route (features never import each other). */
export function CustomizePage({ open, step }: { open: OpenCheckout; step: CheckoutStep }) {
  const profileLoaded = useStoresHydrated(useProfileStore);
  const [searchParams] = useSearchParams();
  const linkedOccasion = occasionNamed(searchParams.get('occasion'), occasionNames);
  const checkout = open.state === 'open' ? open.checkout : undefined;
  const lines = useMemo(() => checkout?.lines ?? [], [checkout]);
  const context = useMemo(() => partyContext(lines, linkedOccasion), [lines, linkedOccasion]);
  // One line per theme: the party names each box once, however many lines hold it.
  const boxes = useMemo(() => lines.filter((line, index) => lines.findIndex((other) => other.themeId === line.themeId) === index), [lines]);
  const ready = profileLoaded && (open.state === 'open' || open.state === 'none');

  if (open.state === 'completed') return <Navigate replace to={paths.confirmation.getHref()} />;
  return (
    <section className="page-narrow customization-page">
      <p className="eyebrow">Make it yours</p>
      <h1>Customize Your PartyBox</h1>
      <CustomizeSubject boxes={boxes} occasion={context.occasion} />
      {checkout && lines.length > 0 && <OrderSummary checkout={checkout} title="Your cart" titleId="customize-cart-title" />}
      {open.state === 'failed' && <CheckoutProblem error={open.error} retry={open.retry} />}
      <CustomizeForm context={context} checkout={checkout} step={step} disabled={!ready} />
    </section>
  );
}

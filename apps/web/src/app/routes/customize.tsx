// /customize: personalise the chosen party box (or design your own theme for an occasion). The page is the
// customization feature's; the checkout it is saved into is the checkout feature's, composed here.
import { useCheckoutStep } from '../../features/checkout/api/use-checkout-step';
import { useOpenCheckout } from '../../features/checkout/api/use-open-checkout';
import { CustomizePage } from '../../features/customization/components/customize-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Customize Your PartyBox',
    description: 'Add your event details, colours, names and cake wishes to your Party Box before delivery in Mumbai.',
  }),
};

export function Component() {
  const open = useOpenCheckout();
  const step = useCheckoutStep();
  return <CustomizePage open={open} step={step} />;
}

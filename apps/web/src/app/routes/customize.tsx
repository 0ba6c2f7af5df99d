// /customize: personalise the chosen party box (or design your own theme for an occasion).
import { CustomizePage } from '../../features/customization/components/customize-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Customize Your PartyBox',
    description: 'Add your event details, colours, names and cake wishes to your Party Box before delivery in Mumbai.',
  }),
};

export const Component = CustomizePage;

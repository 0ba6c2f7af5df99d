// /suggesttheme: suggest a theme of your own.
import { SuggestThemePage } from '../../features/suggestion/components/suggest-theme-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Suggest your own theme',
    description: 'Tell Party Box about the party theme you have in mind, with colours, props and add-ons, and we will design it.',
  }),
};

export const Component = SuggestThemePage;

// /custom: a fully custom party box request.
import { CustomRequestPage } from '../../features/customization/components/custom-request-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Custom order',
    description: 'Request a party box designed around your own theme: tell us the occasion, colours and guest count.',
  }),
};

export const Component = CustomRequestPage;

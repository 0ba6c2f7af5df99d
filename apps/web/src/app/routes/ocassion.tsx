// Route: Shop by occasion.
import type { RouteHandle } from '../../lib/page-meta';

export { OccasionChooser as Component } from '../../features/catalog/components/occasion-chooser';
export const handle: RouteHandle = {
  meta: () => ({ title: 'Shop by occasion', description: 'Choose the occasion you are celebrating and browse its themed party boxes.' }),
};

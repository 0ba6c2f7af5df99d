// Route: Party Box.
import type { RouteHandle } from '../../lib/page-meta';

export { HomePage as Component } from '../../features/home/components/home-page';
export const handle: RouteHandle = {
  meta: () => ({
    title: 'Party Box',
    description: 'Themed party boxes for birthdays, anniversaries, baby showers, festivals and more, delivered across Mumbai.',
  }),
};

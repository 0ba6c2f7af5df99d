// Route: About us.
import type { RouteHandle } from '../../lib/page-meta';

export { AboutPage as Component } from '../../features/info/components/about-page';
export const handle: RouteHandle = {
  meta: () => ({
    title: 'About us',
    description: 'Party Box makes stress-free themed celebrations: complete kits of decor, games and digital add-ons delivered home across Mumbai.',
  }),
};

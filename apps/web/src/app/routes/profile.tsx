// /profile: the customer's details, last order and wishlist on this device.
import { ProfilePage } from '../../features/profile/components/profile-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Your profile', description: 'Your Party Box details, your last order and the themes on your wishlist.' }),
};

export const Component = ProfilePage;

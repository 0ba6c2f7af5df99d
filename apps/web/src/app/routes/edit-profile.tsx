// /edit-profile: change the name, e-mail and phone remembered on this device.
import { EditProfilePage } from '../../features/profile/components/edit-profile-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Edit profile', description: 'Update the name, e-mail and phone number Party Box uses for your orders.' }),
};

export const Component = EditProfilePage;

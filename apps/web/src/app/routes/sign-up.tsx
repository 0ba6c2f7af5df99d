// /create-account: the account screen (features/account), loaded only on this page.
import { SignUpPage } from '../../features/account/components/sign-up-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Create your account',
    description: 'Create a Party Box account with your phone number to keep your cart, wishlist and profile on every device.',
  }),
};

export const Component = SignUpPage;

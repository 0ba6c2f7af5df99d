// /sign-in: the account screen (features/account), loaded only on this page.
import { SignInPage } from '../../features/account/components/sign-in-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Sign in', description: 'Sign in to Party Box with your phone number, password and the code we text you.' }),
};

export const Component = SignInPage;

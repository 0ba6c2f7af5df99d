// /account: the account screen (features/account), loaded only on this page.
import { AccountPage } from '../../features/account/components/account-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Your account', description: 'Sign in or out of your Party Box account.' }),
};

export const Component = AccountPage;

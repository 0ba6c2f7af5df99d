// /forgot-password: the account screen (features/account), loaded only on this page.
import { ForgotPasswordPage } from '../../features/account/components/forgot-password-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Reset your password', description: 'Reset your Party Box password with a code sent to your phone.' }),
};

export const Component = ForgotPasswordPage;

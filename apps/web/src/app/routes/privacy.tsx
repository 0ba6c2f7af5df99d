// Route: the privacy policy.
import policies from 'virtual:catalog/policies';
import { PolicyPage } from '../../features/info/components/policy-page';
import type { RouteHandle } from '../../lib/page-meta';

export function Component() {
  return <PolicyPage name="privacy" />;
}
export const handle: RouteHandle = {
  meta: () => ({ title: policies.privacy.title, description: `${policies.privacy.title} of Party Box, Mumbai.` }),
};

// Route: the refund policy.
import policies from 'virtual:catalog/policies';
import { PolicyPage } from '../../features/info/components/policy-page';
import type { RouteHandle } from '../../lib/page-meta';

export function Component() {
  return <PolicyPage name="refund" />;
}
export const handle: RouteHandle = {
  meta: () => ({ title: policies.refund.title, description: `${policies.refund.title} of Party Box, Mumbai.` }),
};

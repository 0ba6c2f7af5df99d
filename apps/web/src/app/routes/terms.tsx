// Route: the terms policy.
import policies from 'virtual:catalog/policies';
import { PolicyPage } from '../../features/info/components/policy-page';
import type { RouteHandle } from '../../lib/page-meta';

export function Component() {
  return <PolicyPage name="terms" />;
}
export const handle: RouteHandle = {
  meta: () => ({ title: policies.terms.title, description: `${policies.terms.title} of Party Box, Mumbai.` }),
};

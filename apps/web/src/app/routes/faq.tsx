// Route: Frequently asked questions.
import type { RouteHandle } from '../../lib/page-meta';

export { FaqPage as Component } from '../../features/info/components/faq-page';
export const handle: RouteHandle = {
  meta: () => ({ title: 'Frequently asked questions', description: 'Ordering, delivery across Mumbai, payment, cancellation and what is inside a Party Box.' }),
};

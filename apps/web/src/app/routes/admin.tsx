// /admin/*: the operations console's layout, in its own chunk (customers never download the console), kept out of
// search engines. Its pages load lazily below it.
import type { RouteHandle } from '../../lib/page-meta';
import { ConsoleLayout } from '../console-layout';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Operations console', description: 'The Party Box team’s console: orders, messages and requests.', noindex: true }),
};

export const Component = ConsoleLayout;

// /admin/*: the operations console, in one chunk that no shop page loads (its pages are rendered by its layout).
import type { RouteHandle } from '../../lib/page-meta';
import { ConsoleLayout } from '../console-layout';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Operations console', description: 'The Party Box team’s console: orders, messages and requests.', noindex: true }),
};

export const Component = ConsoleLayout;

// /confirmation: the order just placed.
import confirmation from 'virtual:catalog/confirmation';
import { ConfirmationPage } from '../../features/checkout/components/confirmation-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: confirmation.heading, description: 'Your Party Box order number, items, total and how payment continues.' }),
};

export const Component = ConfirmationPage;

// /contact: the shop's contact details and the message form.
import { ContactPage } from '../../features/contact/components/contact-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Contact us',
    description: 'Write, call or e-mail Party Box in Bandra West, Mumbai, about themed party boxes, custom orders and deliveries.',
  }),
};

export const Component = ContactPage;

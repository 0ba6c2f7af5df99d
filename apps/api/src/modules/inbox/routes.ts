// The inbox module's one Fastify plugin: the storefront's forms (contact, suggestions, subscriptions, /custom
// requests) and the console's inboxes that read them.
import type { FastifyInstance } from 'fastify';
import { adminInboxRoutes } from './admin-inbox-routes';
import { contactRoutes } from './contact-routes';
import { customizationRoutes } from './customization-routes';
import { subscriptionRoutes } from './subscription-routes';
import { suggestionRoutes } from './suggestion-routes';

export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contactRoutes);
  await app.register(customizationRoutes);
  await app.register(suggestionRoutes);
  await app.register(subscriptionRoutes);
  await app.register(adminInboxRoutes);
}

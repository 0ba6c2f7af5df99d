// The orders module's one Fastify plugin: the customer's reads and status page, and the console's order routes.
import type { FastifyInstance } from 'fastify';
import { adminOrderRoutes } from './admin-order-routes';
import { orderReadRoutes } from './order-read-routes';
import { orderStatusRoutes } from './order-status-routes';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  await app.register(orderStatusRoutes);
  await app.register(orderReadRoutes);
  await app.register(adminOrderRoutes);
}

// GET /api/health: 200 when the database answers a cheap DescribeTable, 503 otherwise.
import type { FastifyInstance } from 'fastify';
import { describeTable } from '../db/repository';
import type { RouteDeps } from './route-deps';

/** What a health check that fails says; the cause is in the log lines above. */
export const healthUnavailableMessage = 'Party Box cannot take orders right now. Please try again in a few minutes.';

export function healthRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/api/health', async (request, reply) => {
    try {
      const status = await describeTable(deps.db, deps.tables.order.name);
      if (status === 'ACTIVE') return reply.header('Cache-Control', 'no-store').send({ ok: true });
      request.log.warn({ table: deps.tables.order.name, status }, 'health check: table not active');
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
    }
    return reply.code(503).header('Cache-Control', 'no-store').send({ ok: false, error: 'unavailable', message: healthUnavailableMessage });
  });
}

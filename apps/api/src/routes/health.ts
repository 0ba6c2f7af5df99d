// GET /api/health: 200 when the database answers a cheap DescribeTable, 503 otherwise.
import type { FastifyInstance } from 'fastify';
import { DatabaseUnavailableError } from '../db/repository';
import { errorAnswers } from '../http/schemas';
import type { RouteDeps } from './route-deps';

/** What a health check that fails says; the outage itself is logged by the outage monitor. */
export const healthUnavailableMessage = 'Party Box cannot take orders right now. Please try again in a few minutes.';

const healthSchema = {
  summary: 'Whether the store can take orders',
  response: {
    200: { type: 'object', additionalProperties: false, required: ['ok'], properties: { ok: { type: 'boolean', const: true } } },
    503: {
      type: 'object',
      additionalProperties: false,
      required: ['ok', 'error', 'message'],
      properties: { ok: { type: 'boolean', const: false }, error: { type: 'string' }, message: { type: 'string' } },
    },
    '4xx': errorAnswers['4xx'],
  },
};

export function healthRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get('/api/health', { schema: healthSchema }, async (request, reply) => {
    try {
      const status = await deps.repo.describeTable(deps.tables.order);
      if (status === 'ACTIVE') return reply.send({ ok: true });
      request.log.warn({ table: deps.tables.order.name, status }, 'health check: table not active');
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) request.log.warn({ err: error }, 'health check failed');
    }
    return reply.code(503).send({ ok: false, error: 'unavailable', message: healthUnavailableMessage });
  });
}

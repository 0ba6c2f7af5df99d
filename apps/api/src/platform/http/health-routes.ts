// GET /api/health: 200 when the database answers a cheap DescribeTable, 503 otherwise.
import { apiPaths } from '@partybox/contracts';
import type { FastifyInstance } from 'fastify';
import { DatabaseUnavailableError } from '../db/repository';
import { errorAnswers } from './schemas';

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

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(apiPaths.health, { schema: healthSchema }, async (request, reply) => {
    try {
      const status = await app.repository.describeTable(app.tables.order);
      if (status === 'ACTIVE') return reply.send({ ok: true });
      request.log.warn({ table: app.tables.order.name, status }, 'health check: table not active');
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) request.log.warn({ err: error }, 'health check failed');
    }
    return reply.code(503).send({ ok: false, error: 'unavailable', message: healthUnavailableMessage });
  });
}

// POST /api/subscriptions: adds an e-mail address to the newsletter (table PartyBoxSubscribers, one item per address).
import type { FastifyInstance } from 'fastify';
import { apiPaths, subscriptionAnswerSchema, type SubscriptionRequest, subscriptionRequestSchema } from '@partybox/contracts';
import type { SubscriberRecord } from '../../platform/db/records';
import { budget } from '../../platform/limits/rate-limits';
import { inline, writeSchema } from '../../platform/http/schemas';
import { WriteRequest } from '../../platform/http/writes';

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const schema = writeSchema('Subscribe an address to the newsletter', subscriptionRequestSchema, 200, inline(subscriptionAnswerSchema));
  app.post(
    apiPaths.subscriptions,
    { schema, attachValidation: true, config: budget(app.budgets.limits.formWrites, app.budgets.ledger) },
    async (request, reply) => {
      const write = new WriteRequest<SubscriptionRequest>(request, subscriptionRequestSchema);
      const value = write.valid();
      // The address is the key, so subscribing twice (with any Idempotency-Key) keeps one item. The answer is the same
      // whether or not the address was already on the list, so it cannot be used to find out who subscribes. The body is
      // only the address, so there is no request hash and never a 422 here.
      // In the console's subscribers list (Inbox) from the start.
      const record: SubscriberRecord = { email: value.email.trim().toLowerCase(), SubscribedAt: app.clock.now().toISOString(), Inbox: 'open' };
      const { item } = await app.repository.putOnce(app.tables.subscriber, record);
      return reply.code(200).send({ email: item.email, subscribed: true });
    },
  );
}

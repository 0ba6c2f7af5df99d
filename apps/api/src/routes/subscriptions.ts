// POST /api/subscriptions: adds an e-mail address to the newsletter (table PartyBoxSubscribers, one item per address).
import type { FastifyInstance } from 'fastify';
import { validateSubscription } from '@partybox/contracts';
import type { SubscriberRecord } from '../db/records';
import { putOnce } from '../db/repository';
import { WriteRequest } from '../http/writes';
import type { RouteDeps } from './route-deps';

export function subscriptionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/api/subscriptions', deps.write, async (request, reply) => {
    const write = new WriteRequest(request);
    const value = write.valid(write.check(validateSubscription(write.body)));
    // The address is the key, so subscribing twice (with any Idempotency-Key) keeps one item and says so. The body
    // is only the address, so a reused Idempotency-Key with another address is simply another subscription: there is
    // no earlier answer it could be mistaken for, hence no request hash and never a 422 here.
    const record: SubscriberRecord = { email: value.email.trim().toLowerCase(), SubscribedAt: deps.now().toISOString() };
    const { item, created } = await putOnce(deps.db, deps.tables.subscriber.name, record, 'email');
    return reply.code(created ? 201 : 200).send({ email: item.email, subscribed: true, alreadySubscribed: !created });
  });
}

// POST /api/deliveries: stores a checkout's delivery details (table PartyBoxDeliveryDetails); its order refers to them by id.
import type { FastifyInstance } from 'fastify';
import { deliveryRequestSchema, deliveryRuleProblems, savedRecordSchema, type DeliveryRequest } from '@partybox/contracts';
import type { DeliveryRecord } from '../db/records';
import { budget } from '../http/limits';
import { checkoutHeaderSchema, inline, writeSchema } from '../http/schemas';
import { checkoutHash, sendWrite, WriteRequest } from '../http/writes';
import type { RouteDeps } from './route-deps';

export function deliveryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const schema = writeSchema('Store the delivery details of a checkout', deliveryRequestSchema, 201, inline(savedRecordSchema), checkoutHeaderSchema);
  app.post('/api/deliveries', { schema, attachValidation: true, config: budget(deps.limits.checkoutWrites, deps.ledger) }, async (request, reply) => {
    const write = new WriteRequest<DeliveryRequest>(request, deliveryRequestSchema, 'required');
    write.add(deliveryRuleProblems(write.body, deps.ruleContext()));
    const value = write.valid();
    const record: DeliveryRecord = {
      IdempotencyKey: write.key,
      id: deps.newId(),
      CheckoutHash: checkoutHash(write.checkoutId!),
      Name: value.fullName.trim(),
      PhoneNumber: value.phone,
      Details: {
        Email: value.email?.trim() ?? '',
        AddressLine1: value.addressLine1.trim(),
        AddressLine2: value.addressLine2?.trim() ?? '',
        City: value.city.trim(),
        State: value.state.trim(),
        Pincode: value.pincode,
        Country: value.country ?? 'India',
      },
      Timestamp: deps.now().toISOString(),
      RequestHash: write.hash(value),
    };
    const { item, created } = await deps.repo.putOnce(deps.tables.delivery, record);
    return sendWrite(reply, created, 201, { id: item.id });
  });
}

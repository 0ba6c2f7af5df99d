// POST /api/deliveries: stores delivery details (table PartyBoxDeliveryDetails); orders refer to them by id.
import type { FastifyInstance } from 'fastify';
import { validateDelivery } from '@partybox/contracts';
import type { DeliveryRecord } from '../db/records';
import { putOnce } from '../db/repository';
import { requestHash, sendWrite, WriteRequest } from '../http/writes';
import type { RouteDeps } from './route-deps';

export function deliveryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/api/deliveries', deps.write, async (request, reply) => {
    const write = new WriteRequest(request);
    const value = write.valid(write.check(validateDelivery(write.body, deps.ruleContext())));
    const record: DeliveryRecord = {
      id: write.key,
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
      RequestHash: requestHash(value),
    };
    const { item, created } = await putOnce(deps.db, deps.tables.delivery.name, record, 'id');
    return sendWrite(reply, created, 201, { id: item.id });
  });
}

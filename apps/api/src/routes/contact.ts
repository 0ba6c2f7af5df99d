// POST /api/contact: stores a contact message (table PartyBoxContactData).
import type { FastifyInstance } from 'fastify';
import { validateContact } from '@partybox/contracts';
import type { ContactRecord } from '../db/records';
import { putOnce } from '../db/repository';
import { requestHash, sendWrite, WriteRequest } from '../http/writes';
import type { RouteDeps } from './route-deps';

export function contactRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/api/contact', deps.write, async (request, reply) => {
    const write = new WriteRequest(request);
    const value = write.valid(write.check(validateContact(write.body)));
    const record: ContactRecord = {
      id: write.key,
      Name: value.firstName.trim(),
      Surname: value.lastName.trim(),
      Phone: Number(value.phone),
      Email: value.email.trim(),
      Messaged: value.message.trim(),
      CreatedAt: deps.now().toISOString(),
      RequestHash: requestHash(value),
    };
    const { item, created } = await putOnce(deps.db, deps.tables.contact.name, record, 'id');
    return sendWrite(reply, created, 201, { id: item.id });
  });
}

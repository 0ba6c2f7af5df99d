// POST /api/contact: stores a contact message (table PartyBoxContactData).
import type { FastifyInstance } from 'fastify';
import { contactRequestSchema, savedRecordSchema, type ContactRequest } from '@partybox/contracts';
import type { ContactRecord } from '../db/records';
import { budget } from '../http/limits';
import { inline, writeSchema } from '../http/schemas';
import { sendWrite, WriteRequest } from '../http/writes';
import type { RouteDeps } from './route-deps';

export function contactRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const schema = writeSchema('Store a contact message', contactRequestSchema, 201, inline(savedRecordSchema));
  app.post('/api/contact', { schema, attachValidation: true, config: budget(deps.limits.formWrites, deps.ledger) }, async (request, reply) => {
    const write = new WriteRequest<ContactRequest>(request, contactRequestSchema);
    const value = write.valid();
    const record: ContactRecord = {
      IdempotencyKey: write.key,
      id: deps.newId(),
      Name: value.firstName.trim(),
      Surname: value.lastName.trim(),
      Phone: Number(value.phone),
      Email: value.email.trim(),
      Messaged: value.message.trim(),
      CreatedAt: deps.now().toISOString(),
      // In the console's contact inbox until the team marks it handled.
      Inbox: 'open',
      RequestHash: write.hash(value),
    };
    const { item, created } = await deps.repo.putOnce(deps.tables.contact, record);
    return sendWrite(reply, created, 201, { id: item.id });
  });
}

// POST /api/contact: stores a contact message (table PartyBoxContactData).
import type { FastifyInstance } from 'fastify';
import { apiPaths, type ContactRequest, contactRequestSchema, savedRecordSchema } from '@partybox/contracts';
import type { ContactRecord } from '../../platform/db/records';
import { budget } from '../../platform/limits/rate-limits';
import { inline, writeSchema } from '../../platform/http/schemas';
import { sendWrite, WriteRequest } from '../../platform/http/writes';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const schema = writeSchema('Store a contact message', contactRequestSchema, 201, inline(savedRecordSchema));
  app.post(apiPaths.contact, { schema, attachValidation: true, config: budget(app.budgets.limits.formWrites, app.budgets.ledger) }, async (request, reply) => {
    const write = new WriteRequest<ContactRequest>(request, contactRequestSchema);
    const value = write.valid();
    const record: ContactRecord = {
      IdempotencyKey: write.key,
      id: app.clock.newId(),
      Name: value.firstName.trim(),
      Surname: value.lastName.trim(),
      Phone: Number(value.phone),
      Email: value.email.trim(),
      Messaged: value.message.trim(),
      CreatedAt: app.clock.now().toISOString(),
      // In the console's contact inbox until the team marks it handled.
      Inbox: 'open',
      RequestHash: write.hash(value),
    };
    const { item, created } = await app.repository.putOnce(app.tables.contact, record);
    return sendWrite(reply, created, 201, { id: item.id });
  });
}

// /api/admin/inbox/*: the team's inboxes (contact messages, custom requests, theme suggestions, subscribers), each item
// markable handled, a /custom request's quote (a price sent as a Razorpay Payment Link), and the subscribers' CSV
// export. Operators only (401 signed out, 403 a customer).
import { inboxItemSchema, inboxPageSchema } from '@partybox/contracts/inbox-answers';
import {
  customQuoteSchema,
  inboxHandledSchema,
  inboxKinds,
  type CustomQuoteRequest,
  type InboxHandledChange,
  type InboxKind,
} from '@partybox/contracts/operations';
import { apiPaths } from '@partybox/contracts';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../accounts';
import { notFoundBody } from '../../platform/http/errors';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import { errorAnswers } from '../../platform/http/schemas';
import { Inboxes, subscribersCsv } from './inbox-repository';

const kindParam = { type: 'string', enum: inboxKinds } as const;
const isKind = (kind: string): kind is InboxKind => (inboxKinds as readonly string[]).includes(kind);

export async function adminInboxRoutes(app: FastifyInstance): Promise<void> {
  const inboxes = new Inboxes(app.repository, app.tables);
  const session = app.sessionOf;

  app.get<{ Params: { kind: string }; Querystring: { handled?: string; cursor?: string; limit?: string } }>(
    apiPaths.admin.inbox.route,
    {
      schema: {
        summary: 'Operators: an inbox, newest first (handled=false, the default: the open items; handled=true: the handled ones)',
        params: { type: 'object', properties: { kind: kindParam }, required: ['kind'] },
        querystring: {
          type: 'object',
          properties: { handled: { type: 'string', enum: ['true', 'false'] }, cursor: { type: 'string' }, limit: { type: 'string' } },
        },
        response: { 200: inboxPageSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const { kind } = request.params;
      if (!isKind(kind)) return reply.code(404).send(notFoundBody('that inbox'));
      const { handled = 'false', cursor, limit = '25' } = request.query;
      const size = Number(limit);
      const problems = [
        ...(handled !== 'true' && handled !== 'false' ? [{ field: 'handled', message: 'Ask for handled=true or handled=false' }] : []),
        ...(!Number.isInteger(size) || size < 1 || size > 100 ? [{ field: 'limit', message: 'Ask for 1 to 100 items a page' }] : []),
      ];
      if (problems.length > 0) throw new ValidationFailed(problems);
      return reply.send(await inboxes.page(kind, handled === 'true' ? 'handled' : 'open', size, cursor));
    },
  );

  app.get<{ Params: { kind: string; id: string } }>(
    apiPaths.admin.inboxItem.route,
    {
      schema: {
        summary: 'Operators: one inbox item with every field the customer sent',
        params: { type: 'object', properties: { kind: kindParam, id: { type: 'string' } }, required: ['kind', 'id'] },
        response: { 200: inboxItemSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const { kind, id } = request.params;
      const item = isKind(kind) && id.length <= 320 ? await inboxes.one(kind, id) : undefined;
      if (!item) return reply.code(404).send(notFoundBody('that item'));
      return reply.send(item);
    },
  );

  app.post<{ Params: { kind: string; id: string }; Body: InboxHandledChange }>(
    apiPaths.admin.inboxHandled.route,
    {
      attachValidation: true,
      schema: {
        summary: 'Operators: mark an inbox item handled (or open again); who and when are kept',
        params: { type: 'object', properties: { kind: kindParam, id: { type: 'string' } }, required: ['kind', 'id'] },
        body: inboxHandledSchema,
        response: { 200: inboxItemSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const operator = await operatorOf(session, request, reply);
      if (!operator) return reply;
      if (request.validationError) throw request.validationError;
      const { kind, id } = request.params;
      const item =
        isKind(kind) && id.length <= 320 ? await inboxes.mark(kind, id, request.body.handled, operator.name || 'Operator', app.clock.now()) : undefined;
      if (!item) return reply.code(404).send(notFoundBody('that item'));
      return reply.send(item);
    },
  );

  app.post<{ Params: { id: string }; Body: CustomQuoteRequest }>(
    apiPaths.admin.customQuote.route,
    {
      attachValidation: true,
      schema: {
        summary:
          "Operators: send a /custom request's customer the team's price as a Razorpay Payment Link (by text and e-mail); sent again, an open link for the same price is sent again, one for another price is cancelled and replaced",
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        body: customQuoteSchema,
        response: { 200: inboxItemSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const operator = await operatorOf(session, request, reply);
      if (!operator) return reply;
      if (request.validationError) throw request.validationError;
      const custom = request.params.id.length <= 64 ? await app.customQuotes.request(request.params.id) : undefined;
      if (!custom) return reply.code(404).send(notFoundBody('that custom request'));
      if (custom.Quote?.Status === 'paid') throw new ValidationFailed([{ field: 'amount', message: 'This quote is paid already: nothing more to send.' }]);
      const link = await app.paymentLinks.quoteLink({
        requestId: custom.id,
        amountRupees: request.body.amount,
        description: request.body.description.trim(),
        customer: { name: custom.Name, phone: custom.Phone, email: custom.email },
        ...(custom.Quote && { previous: { linkId: custom.Quote.LinkId } }),
        made: custom.Quote?.Made ?? 0,
      });
      const now = app.clock.now();
      const quote = {
        AmountRupees: request.body.amount,
        Description: request.body.description.trim(),
        LinkId: link.id,
        ShortUrl: link.shortUrl,
        Status: 'sent' as const,
        At: now.toISOString(),
        By: operator.name || 'Operator',
        Made: link.made,
      };
      return reply.send(await app.customQuotes.send(custom, quote, now));
    },
  );

  app.get(
    apiPaths.admin.subscribersCsv,
    {
      schema: {
        summary: 'Operators: every newsletter subscriber as CSV (formula-safe cells)',
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'text/csv; header row E-mail, Subscribed at, Handled, Handled by, Handled at' }, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const csv = subscribersCsv(await inboxes.all('subscribers'));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="partybox-subscribers-${app.clock.today()}.csv"`)
        .send(csv);
    },
  );
}

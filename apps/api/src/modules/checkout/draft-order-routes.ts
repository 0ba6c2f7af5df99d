// /api/admin/draft-orders*: the team's draft orders (a phone or WhatsApp order) and their finalising into the order,
// with cash on delivery or a Razorpay Payment Link. Operators only (401 signed out, 403 a customer); bodies are checked
// by the contracts' schemas and the same rules as checkout (validateDraftOrder is the console form's check too).
import { apiPaths } from '@partybox/contracts';
import {
  draftOrderChoicesSchema,
  draftOrderDiscardedSchema,
  draftOrderListSchema,
  checkoutCompletedSchema,
  checkoutViewSchema,
  draftOrderFinaliseRequestSchema,
  draftOrderRequestSchema,
  draftOrderRuleProblems,
  type DraftOrderFinaliseRequest,
  type DraftOrderRequest,
} from '@partybox/contracts/checkout';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operatorOf } from '../accounts';
import { operatorActor } from '../orders';
import { errorAnswers, gatewayDownAnswer, inline, writeSchema } from '../../platform/http/schemas';
import { sendWrite, WriteRequest } from '../../platform/http/writes';
import type { DraftOrders } from './draft-orders';

const params = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

export function draftOrderRoutes(drafts: DraftOrders) {
  return async (app: FastifyInstance): Promise<void> => {
    const operatorFor = async (request: FastifyRequest, reply: FastifyReply) => {
      const operator = await operatorOf(app.sessionOf, request, reply);
      return operator && operatorActor(operator.name);
    };

    app.get(
      apiPaths.admin.draftOrderChoices,
      {
        schema: {
          summary: 'Operators: the themes and their add-ons a draft order can hold, priced by the catalog',
          response: { 200: draftOrderChoicesSchema, ...errorAnswers },
        },
      },
      async (request, reply) => {
        if (!(await operatorFor(request, reply))) return reply;
        const themes = app.catalogIndex.catalog.themes.map((theme) => ({
          id: theme.id,
          name: theme.name,
          basePrice: theme.basePrice,
          addons: theme.addons.map((addon) => ({ key: addon.key, label: addon.label, price: addon.price })),
        }));
        return reply.send({ themes });
      },
    );

    app.get(
      apiPaths.admin.draftOrders,
      {
        schema: {
          summary: 'Operators: the open draft orders, newest first, each read as it is now (who it is for, boxes, total, slot and its hold, expiry)',
          response: { 200: draftOrderListSchema, ...errorAnswers },
        },
      },
      async (request, reply) => {
        if (!(await operatorFor(request, reply))) return reply;
        return reply.send({ drafts: await drafts.list() });
      },
    );

    app.get<{ Params: { id: string } }>(
      apiPaths.admin.draftOrder.route,
      {
        schema: {
          summary: 'Operators: one draft order to continue with, priced now (404 no such draft, 410 discarded or expired)',
          params,
          response: { 200: inline(checkoutViewSchema), ...errorAnswers },
        },
      },
      async (request, reply) => {
        if (!(await operatorFor(request, reply))) return reply;
        return reply.send(await drafts.read(request.params.id));
      },
    );

    app.post<{ Params: { id: string } }>(
      apiPaths.admin.draftOrderDiscard.route,
      {
        schema: {
          summary:
            'Operators: discard an open draft order, once: it expires now and its held delivery place is given back (a second discard answers the same; 409 once placed)',
          params,
          response: { 200: draftOrderDiscardedSchema, ...errorAnswers },
        },
      },
      async (request, reply) => {
        const by = await operatorFor(request, reply);
        if (!by) return reply;
        return reply.send(await drafts.discard(request.params.id, by));
      },
    );

    app.post(
      apiPaths.admin.draftOrders,
      {
        schema: writeSchema(
          'Operators: save a draft order taken by phone or WhatsApp (boxes, add-ons, party, delivery day and slot), priced like a checkout; an Idempotency-Key makes a retry the same draft',
          draftOrderRequestSchema,
          201,
          inline(checkoutViewSchema),
        ),
        attachValidation: true,
      },
      async (request, reply) => {
        const by = await operatorFor(request, reply);
        if (!by) return reply;
        const write = new WriteRequest<DraftOrderRequest>(request, draftOrderRequestSchema);
        write.add(draftOrderRuleProblems(write.body, app.clock.ruleContext()));
        const body = write.valid();
        return reply.code(201).send(await drafts.create(body, by, write.key));
      },
    );

    app.post<{ Params: { id: string } }>(
      apiPaths.admin.draftOrderFinalise.route,
      {
        schema: {
          ...writeSchema(
            'Operators: turn a draft order into the order, once: cash on delivery, or online with a Razorpay Payment Link for the total texted to the customer (201 the first time, 200 with the same order after)',
            draftOrderFinaliseRequestSchema,
            201,
            inline(checkoutCompletedSchema),
          ),
          params,
          response: { 200: inline(checkoutCompletedSchema), 201: inline(checkoutCompletedSchema), 503: gatewayDownAnswer, ...errorAnswers },
        },
        attachValidation: true,
      },
      async (request, reply) => {
        const by = await operatorFor(request, reply);
        if (!by) return reply;
        const body = new WriteRequest<DraftOrderFinaliseRequest>(request, draftOrderFinaliseRequestSchema).valid();
        const { completed, created } = await drafts.finalise(request.params.id, body, by);
        return sendWrite(reply, created, created ? 201 : 200, completed);
      },
    );
  };
}

// The customer's status page: GET /api/orders/by-number/:orderNumber and its cancel. Answered to the signed-in owner,
// or to whoever presents the order's access token or the link token of its messages as `Order-Access-Token`;
// anyone else gets the same 404 as for an unknown order.
import { apiPaths, isOrderNumber, requestHeaderKeys, wireHeaders } from '@partybox/contracts';
import { customerCancelSchema, customerEditSchema, type CustomerCancelRequest, type CustomerEditRequest } from '@partybox/contracts/operations';
import { customerOrderStatusSchema, orderEditPreviewSchema } from '@partybox/contracts/order-answers';
import { checkoutOptionsSchema, paymentVerifyRequestSchema, type PaymentVerifyRequest } from '@partybox/contracts/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrderRecord } from '../../platform/db/records';
import { budget } from '../../platform/limits/rate-limits';
import { notFoundBody } from '../../platform/http/errors';
import { errorAnswers, gatewayDownAnswer, inline, serialisable } from '../../platform/http/schemas';
import { holdsLinkToken } from './link-token';
import { holdsToken, orderRightOf, owns, phoneMatchCancelMessage, placedBy, type OrderRight } from './order-access';
import { historyActors } from './order-history';
import { customerStatus } from './order-views';

const params = { type: 'object', properties: { orderNumber: { type: 'string' } }, required: ['orderNumber'] } as const;
const headers = {
  type: 'object',
  properties: {
    [wireHeaders.orderAccessToken.toLowerCase()]: { type: 'string', description: "The order's access token, or the `t` of its status page link." },
  },
} as const;

export async function orderStatusRoutes(app: FastifyInstance): Promise<void> {
  /** The order and what the caller may do with it, when they may see it; else undefined after answering 404. */
  const accessible = async (
    request: FastifyRequest<{ Params: { orderNumber: string } }>,
    reply: FastifyReply,
  ): Promise<{ order: OrderRecord; right: OrderRight } | undefined> => {
    const { orderNumber } = request.params;
    const order = isOrderNumber(orderNumber) ? await app.orders.findByNumber(orderNumber) : undefined;
    const token = request.headers[requestHeaderKeys.orderAccessToken];
    let right: OrderRight | undefined;
    if (order !== undefined) {
      const session = await app.sessionOf(request, reply);
      right = orderRightOf({
        token: holdsToken(order, token),
        link: holdsLinkToken(app.linkSecret, order.OrderNumber, order.LinkVersion ?? 0, token),
        placed: placedBy(order, session),
        owns: owns(order, session),
      });
    }
    if (!order || !right) {
      void reply.code(404).send(notFoundBody('that order'));
      return undefined;
    }
    return { order, right };
  };
  /** The status page of an order, with the personalisation it carries now. */
  const statusPage = async (order: OrderRecord, right: OrderRight) => customerStatus(order, app.clock.now(), right, (await app.orderService.related(order))[0]);
  /** The order when the caller may see it, else undefined after answering 404. */
  const readable = async (request: FastifyRequest<{ Params: { orderNumber: string } }>, reply: FastifyReply): Promise<OrderRecord | undefined> =>
    (await accessible(request, reply))?.order;

  app.get<{ Params: { orderNumber: string } }>(
    apiPaths.orderStatus.route,
    {
      schema: {
        summary: "The customer's status page: the timeline, boxes, totals and whether it can still be cancelled (owner, access token or link token; else 404)",
        params,
        headers,
        response: { 200: customerOrderStatusSchema, ...errorAnswers },
      },
      config: budget(app.budgets.limits.orderReads),
    },
    async (request, reply) => {
      const access = await accessible(request, reply);
      return access ? reply.send(await statusPage(access.order, access.right)) : reply;
    },
  );

  app.post<{ Params: { orderNumber: string }; Body: CustomerCancelRequest }>(
    apiPaths.orderCancel.route,
    {
      attachValidation: true,
      schema: {
        summary: `The customer cancels their order, while the policy allows it (409 with the reason once it does not); cancelling again answers the cancelled order`,
        params,
        headers,
        body: customerCancelSchema,
        response: { 200: customerOrderStatusSchema, ...errorAnswers },
      },
      config: budget(app.budgets.limits.orderReads),
    },
    async (request, reply) => {
      const access = await accessible(request, reply);
      if (!access) return reply;
      if (request.validationError) throw request.validationError;
      // A guest order seen through the account's verified phone: the phone alone does not prove who placed it.
      if (access.right === 'read') return reply.code(403).send({ error: 'forbidden', message: phoneMatchCancelMessage });
      const reason = request.body?.reason?.trim() || 'Cancelled by the customer';
      const cancelled = await app.orderService.cancel(access.order, access.right, reason);
      return reply.send(await statusPage(cancelled, access.right));
    },
  );

  app.post<{ Params: { orderNumber: string }; Body: CustomerEditRequest }>(
    apiPaths.orderEdit.route,
    {
      attachValidation: true,
      schema: {
        summary:
          'The customer changes the personalisation (name on the decor, cake message, instructions) until the order is packed (409 with the reason after); the same editId again is the same edit',
        params,
        headers,
        body: customerEditSchema,
        response: { 200: serialisable({ anyOf: [customerOrderStatusSchema, orderEditPreviewSchema] }), ...errorAnswers },
      },
      config: budget(app.budgets.limits.orderReads),
    },
    async (request, reply) => {
      const access = await accessible(request, reply);
      if (!access) return reply;
      if (request.validationError) throw request.validationError;
      if (access.right === 'read') return reply.code(403).send({ error: 'forbidden', message: phoneMatchCancelMessage });
      const editor = { by: historyActors.customer, as: 'customer' as const };
      if (request.body.preview) return reply.send(await app.orderService.previewEdit(access.order, request.body, editor, app.catalogIndex));
      const edited = await app.orderService.edit(access.order, request.body, editor, app.catalogIndex);
      return reply.send(await statusPage(edited, access.right));
    },
  );

  app.post<{ Params: { orderNumber: string } }>(
    apiPaths.orderPayments.route,
    {
      schema: {
        summary: 'Pay (again) for an order awaiting payment: a new Razorpay order for what is due (409 when nothing is due; 503 when the gateway is down)',
        params,
        headers,
        response: { 200: inline(checkoutOptionsSchema), 503: gatewayDownAnswer, ...errorAnswers },
      },
      config: budget(app.budgets.limits.checkoutWrites),
    },
    async (request, reply) => {
      const order = await readable(request, reply);
      if (!order) return reply;
      return reply.send(await app.paymentAttempts.start(order));
    },
  );

  app.post<{ Params: { orderNumber: string }; Body: PaymentVerifyRequest }>(
    apiPaths.orderPaymentVerify.route,
    {
      attachValidation: true,
      schema: {
        summary:
          "The checkout's success handler: the payment's signature is verified (400 payment_unverified, nothing changes), then the payment as the gateway reports it is recorded",
        params,
        headers,
        body: paymentVerifyRequestSchema,
        response: { 200: customerOrderStatusSchema, 503: gatewayDownAnswer, ...errorAnswers },
      },
      config: budget(app.budgets.limits.checkoutWrites),
    },
    async (request, reply) => {
      const access = await accessible(request, reply);
      if (!access) return reply;
      if (request.validationError) throw request.validationError;
      const recorded = await app.payments.verify(access.order, request.body);
      return reply.send(await statusPage(recorded, access.right));
    },
  );
}

// The customer's status page: GET /api/orders/by-number/:orderNumber and its cancel. Answered to the signed-in owner,
// or to whoever presents the order's access token or the link token of its messages as `Order-Access-Token`;
// anyone else gets the same 404 as for an unknown order.
import { customerCancelSchema, type CustomerCancelRequest } from '@partybox/contracts/operations';
import { checkCustomerCancel } from '@partybox/order-lifecycle';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrderRecord } from '../db/records';
import { notFoundBody } from '../http/errors';
import { budget } from '../http/limits';
import { errorAnswers } from '../http/schemas';
import { holdsLinkToken } from '../operations/link-token';
import { OrderConflictError } from '../operations/order-store';
import { customerStatus, eventDateOf, statusOf, versionOf } from '../operations/order-views';
import { customerOrderStatusSchema } from '../operations/wire-schemas';
import { accessTokenHeader, holdsToken, owns } from './orders';
import type { RouteDeps } from './route-deps';

const params = { type: 'object', properties: { orderNumber: { type: 'string' } }, required: ['orderNumber'] } as const;
const headers = {
  type: 'object',
  properties: { 'order-access-token': { type: 'string', description: "The order's access token, or the `t` of its status page link." } },
} as const;
/** How often a cancel re-reads the order when it changed in between (an operator moved it meanwhile). */
const cancelAttempts = 3;

export function orderStatusRoutes(app: FastifyInstance, deps: RouteDeps): void {
  /** The order when the caller may see it, else undefined after answering 404. */
  const readable = async (request: FastifyRequest<{ Params: { orderNumber: string } }>, reply: FastifyReply): Promise<OrderRecord | undefined> => {
    const { orderNumber } = request.params;
    const order = /^PB-[0-9]{6}-[0-9A-Z]{6}$/.test(orderNumber) ? await deps.orders.findByNumber(orderNumber) : undefined;
    const token = request.headers[accessTokenHeader.toLowerCase()];
    const allowed =
      order !== undefined &&
      (holdsToken(order, token) || holdsLinkToken(deps.linkSecret, order.OrderNumber, token) || owns(order, await deps.session?.(request, reply)));
    if (!allowed) {
      void reply.code(404).send(notFoundBody('that order'));
      return undefined;
    }
    return order;
  };

  app.get<{ Params: { orderNumber: string } }>(
    '/api/orders/by-number/:orderNumber',
    {
      schema: {
        summary: "The customer's status page: the timeline, boxes, totals and whether it can still be cancelled (owner, access token or link token; else 404)",
        params,
        headers,
        response: { 200: customerOrderStatusSchema, ...errorAnswers },
      },
      config: budget(deps.limits.orderReads),
    },
    async (request, reply) => {
      const order = await readable(request, reply);
      return order ? reply.send(customerStatus(order, deps.now())) : reply;
    },
  );

  app.post<{ Params: { orderNumber: string }; Body: CustomerCancelRequest }>(
    '/api/orders/by-number/:orderNumber/cancel',
    {
      attachValidation: true,
      schema: {
        summary: `The customer cancels their order, while the policy allows it (409 with the reason once it does not); cancelling again answers the cancelled order`,
        params,
        headers,
        body: customerCancelSchema,
        response: { 200: customerOrderStatusSchema, ...errorAnswers },
      },
      config: budget(deps.limits.orderReads),
    },
    async (request, reply) => {
      let order = await readable(request, reply);
      if (!order) return reply;
      if (request.validationError) throw request.validationError;
      const reason = request.body?.reason?.trim() || 'Cancelled by the customer';
      for (let attempt = 1; ; attempt++) {
        // A retried cancel (its answer lost) finds the order cancelled: answer it as it is, writing nothing.
        if (statusOf(order) === 'cancelled') return reply.send(customerStatus(order, deps.now()));
        const now = deps.now();
        const allowed = checkCustomerCancel(statusOf(order), eventDateOf(order), now);
        if (!allowed.ok) return reply.code(409).send({ error: 'conflict', message: allowed.reason });
        try {
          const changed = await deps.orders.apply(
            order,
            {
              expectedVersion: versionOf(order),
              attribute: 'Status',
              history: { At: now.toISOString(), By: 'Customer', Change: 'status', From: statusOf(order), To: 'cancelled', Reason: reason },
              notify: 'cancelled',
              cancelReason: reason,
            },
            now,
          );
          deps.messagesWaiting();
          request.log.info({ orderNumber: order.OrderNumber }, 'order cancelled by the customer');
          return reply.send(customerStatus(changed, deps.now()));
        } catch (error) {
          if (!(error instanceof OrderConflictError) || attempt >= cancelAttempts) throw error;
          // An operator moved it in between: read it again and decide on what it is now.
          order = (await deps.orders.findByNumber(order.OrderNumber))!;
        }
      }
    },
  );
}

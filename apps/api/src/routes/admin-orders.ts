// /api/admin/orders*: the console's order list, an order's page, and the operators' status and payment changes.
// Every route checks the `operators` group first (401 signed out, 403 a customer).
import {
  changedBySomeoneElseMessage,
  orderStatusChangeSchema,
  paymentStatusChangeSchema,
  type OrderStatusChange,
  type PaymentStatusChange,
} from '@partybox/contracts/operations';
import { checkOrderMove, checkPaymentMove, type OrderPaymentStatus } from '@partybox/order-lifecycle';
import type { MessageEvent } from '@partybox/catalog';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operatorOf } from '../auth/operator-access';
import type { CustomizationRecord, DeliveryRecord, OrderRecord } from '../db/records';
import { notFoundBody, ValidationFailed } from '../http/errors';
import { errorAnswers } from '../http/schemas';
import { listingAttributes } from '../operations/order-listing';
import { listOrders, planOrderList, type OrderListQuery } from '../operations/order-queries';
import { OrderConflictError, OrderStore, type OrderChange } from '../operations/order-store';
import { adminDetail, adminSummary, statusOf, versionOf } from '../operations/order-views';
import { adminOrderDetailSchema, adminOrderPageSchema } from '../operations/wire-schemas';
import type { RouteDeps } from './route-deps';

const orderNumberParam = { type: 'object', properties: { orderNumber: { type: 'string' } }, required: ['orderNumber'] } as const;
const listQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', description: 'One order status.' },
    from: { type: 'string', description: 'First event date, YYYY-MM-DD (default: today, unless searching).' },
    to: { type: 'string', description: 'Last event date, YYYY-MM-DD.' },
    paymentMethod: { type: 'string' },
    q: { type: 'string', description: 'An order number (PB-YYMMDD-XXXXXX) or a 10-digit phone number.' },
    cursor: { type: 'string', description: "The previous page's nextCursor." },
    limit: { type: 'string', description: 'Orders per page, 1 to 100 (default 25).' },
  },
} as const;

/** The 409 an operator gets when the order moved on since they loaded it. */
export function sendConflict(reply: FastifyReply, message = changedBySomeoneElseMessage): FastifyReply {
  return reply.code(409).send({ error: 'conflict', message });
}

/** The events a status or payment change tells the customer about. */
const statusEvents: Partial<Record<string, MessageEvent>> = {
  confirmed: 'confirmed',
  packed: 'packed',
  'out-for-delivery': 'out-for-delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
};
const paymentEvents: Partial<Record<OrderPaymentStatus, MessageEvent>> = { paid: 'paid' };

export function adminOrderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { orders, session } = deps;

  /** An order's party and delivery records (read for the order's page and for an older order's first change). */
  const related = async (order: OrderRecord) =>
    Promise.all([
      order.CustomizationId ? deps.repo.getById<CustomizationRecord>(deps.tables.customization, order.CustomizationId) : undefined,
      deps.repo.getById<DeliveryRecord>(deps.tables.delivery, order.DeliveryId),
    ]);

  const detail = async (order: OrderRecord) => adminDetail(order, ...(await related(order)));

  /** The order named in the path, or undefined after answering 404. */
  const find = async (request: FastifyRequest<{ Params: { orderNumber: string } }>, reply: FastifyReply) => {
    const order = /^PB-[0-9]{6}-[0-9A-Z]{6}$/.test(request.params.orderNumber) ? await orders.findByNumber(request.params.orderNumber) : undefined;
    if (!order) void reply.code(404).send(notFoundBody('that order'));
    return order;
  };

  app.get<{ Querystring: OrderListQuery }>(
    '/api/admin/orders',
    {
      schema: {
        summary: 'Operators: orders by event date, upcoming first; filter by status, event dates and payment method, or search by order number or phone',
        querystring: listQuery,
        response: { 200: adminOrderPageSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const page = await listOrders(deps.repo, planOrderList(deps.tables.order, request.query, deps.today()));
      return reply.send({ items: page.items.map(adminSummary), ...(page.nextCursor && { nextCursor: page.nextCursor }) });
    },
  );

  app.get<{ Params: { orderNumber: string } }>(
    '/api/admin/orders/:orderNumber',
    { schema: { summary: "Operators: an order's page", params: orderNumberParam, response: { 200: adminOrderDetailSchema, ...errorAnswers } } },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const order = await find(request, reply);
      if (!order) return reply;
      return reply.send(await detail(order));
    },
  );

  /** Applies an operator's change: refused moves are 400 naming the field, a stale version 409. */
  const change = async (
    request: FastifyRequest<{ Params: { orderNumber: string }; Body: { to: string; expectedVersion: number } }>,
    reply: FastifyReply,
    kind: OrderChange['history']['Change'],
    plan: (order: OrderRecord, operator: string) => OrderChange,
  ) => {
    const operator = await operatorOf(session, request, reply);
    if (!operator) return reply;
    if (request.validationError) throw request.validationError;
    const order = await find(request, reply);
    if (!order) return reply;
    const by = operator.name || 'Operator';
    // The version first: a move refused only because someone else already moved the order is their change, not a mistake.
    if (versionOf(order) !== request.body.expectedVersion) {
      // A retry of this very change whose answer was lost: answer it again instead of calling it a conflict.
      const last = { expectedVersion: request.body.expectedVersion, history: { Change: kind, To: request.body.to, By: by } };
      if (OrderStore.alreadyApplied(order, last)) return reply.send(await detail(order));
      return sendConflict(reply);
    }
    const wanted = plan(order, by);
    const backfill = order.Listed ? undefined : listingAttributes(order.OrderNumber, order.CreatedAt.slice(0, 10), ...(await related(order)));
    try {
      const changed = await orders.apply(order, { ...wanted, ...(backfill && { backfill }) }, deps.now());
      deps.messagesWaiting();
      request.log.info({ orderNumber: order.OrderNumber, change: wanted.history.Change, to: wanted.history.To, version: changed.Version }, 'order changed');
      return reply.send(await detail(changed));
    } catch (error) {
      if (error instanceof OrderConflictError) return sendConflict(reply);
      throw error;
    }
  };

  app.post<{ Params: { orderNumber: string }; Body: OrderStatusChange }>(
    '/api/admin/orders/:orderNumber/status',
    {
      attachValidation: true,
      schema: {
        summary: "Operators: move an order's status (conditional on expectedVersion; 409 when someone else changed it first)",
        params: orderNumberParam,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderDetailSchema, ...errorAnswers },
      },
    },
    async (request, reply) =>
      change(request, reply, 'status', (order, by) => {
        const { to, expectedVersion } = request.body;
        const reason = request.body.reason?.trim() || undefined;
        const from = statusOf(order);
        const allowed = checkOrderMove(from, to, reason);
        if (!allowed.ok) throw new ValidationFailed([{ field: to === 'cancelled' && !reason ? 'reason' : 'to', message: allowed.reason }]);
        return {
          expectedVersion,
          attribute: 'Status',
          history: { At: deps.now().toISOString(), By: by, Change: 'status', From: from, To: to, ...(reason && { Reason: reason }) },
          ...(statusEvents[to] && { notify: statusEvents[to] }),
          ...(to === 'cancelled' && reason && { cancelReason: reason }),
        };
      }),
  );

  app.post<{ Params: { orderNumber: string }; Body: PaymentStatusChange }>(
    '/api/admin/orders/:orderNumber/payment',
    {
      attachValidation: true,
      schema: {
        summary: "Operators: set an order's payment status (conditional on expectedVersion; 409 when someone else changed it first)",
        params: orderNumberParam,
        body: paymentStatusChangeSchema,
        response: { 200: adminOrderDetailSchema, ...errorAnswers },
      },
    },
    async (request, reply) =>
      change(request, reply, 'payment', (order, by) => {
        const { to, expectedVersion } = request.body;
        const from = order.PaymentStatus as OrderPaymentStatus;
        const allowed = checkPaymentMove(statusOf(order), from, to);
        if (!allowed.ok) throw new ValidationFailed([{ field: 'to', message: allowed.reason }]);
        return {
          expectedVersion,
          attribute: 'PaymentStatus',
          history: { At: deps.now().toISOString(), By: by, Change: 'payment', From: from, To: to },
          ...(paymentEvents[to] && { notify: paymentEvents[to] }),
        };
      }),
  );
}

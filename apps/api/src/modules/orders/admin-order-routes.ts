// /api/admin/orders*: the console's order list, an order's page, and the operators' status and payment changes.
// Every route checks the `operators` group first (401 signed out, 403 a customer).
import { apiPaths, apiRoutes, isOrderNumber } from '@partybox/contracts';
import {
  changedBySomeoneElseMessage,
  linkRotationSchema,
  type LinkRotationRequest,
  orderNoteSchema,
  orderStatusChangeSchema,
  type OrderNoteRequest,
  paymentStatusChangeSchema,
  type OrderStatusChange,
  type PaymentStatusChange,
} from '@partybox/contracts/operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operatorOf } from '../accounts';
import type { CustomizationRecord, DeliveryRecord, OrderRecord } from '../../platform/db/records';
import { notFoundBody } from '../../platform/http/errors';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import { errorAnswers } from '../../platform/http/schemas';
import { adminOrderDetailSchema, adminOrderPageSchema, packingSlipsSchema } from './wire-schemas';
import { WriteRequest } from '../../platform/http/writes';
import { moveOrder, payOrder, rotateLink, type ChangeOutcome, type OrderChange } from './order-changes';
import { operatorActor } from './order-history';
import { listingAttributes } from './order-listing';
import { listOrders, planOrderList, type OrderListQuery } from './order-queries';
import { OrderConflictError, OrderRepository } from './order-repository';
import { adminDetail, adminSummary, versionOf } from './order-views';
import { afterCancel } from './cancellation';
import { operatorRefundRequestSchema, type OperatorRefundRequest } from '@partybox/contracts/payments';

const orderNumberParam = { type: 'object', properties: { orderNumber: { type: 'string' } }, required: ['orderNumber'] } as const;
const listQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', description: 'One order status.' },
    from: { type: 'string', description: 'First event date, YYYY-MM-DD (default: today, unless searching).' },
    to: { type: 'string', description: 'Last event date, YYYY-MM-DD.' },
    paymentMethod: { type: 'string' },
    q: { type: 'string', description: 'An order number (PB-YYMMDD-XXXXXX), a 10-digit phone number or part of a customer name.' },
    attention: { type: 'string', description: '`payment`: only orders whose payment needs an operator (wrong amount, second payment, failed refund).' },
    cursor: { type: 'string', description: "The previous page's nextCursor." },
    limit: { type: 'string', description: 'Orders per page, 1 to 100 (default 25).' },
  },
} as const;

/** The 409 an operator gets when the order moved on since they loaded it. */
export function sendConflict(reply: FastifyReply, message = changedBySomeoneElseMessage): FastifyReply {
  return reply.code(409).send({ error: 'conflict', message });
}

export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const { orders, sessionOf: session } = app;

  /** An order's party and delivery records (read for the order's page and for an older order's first change). */
  const related = async (order: OrderRecord) =>
    Promise.all([
      order.CustomizationId ? app.repository.getById<CustomizationRecord>(app.tables.customization, order.CustomizationId) : undefined,
      app.repository.getById<DeliveryRecord>(app.tables.delivery, order.DeliveryId),
    ]);

  const detail = async (order: OrderRecord) => adminDetail(order, ...(await related(order)));

  /** The order named in the path, or undefined after answering 404. */
  const find = async (request: FastifyRequest<{ Params: { orderNumber: string } }>, reply: FastifyReply) => {
    const order = isOrderNumber(request.params.orderNumber) ? await orders.findByNumber(request.params.orderNumber) : undefined;
    if (!order) void reply.code(404).send(notFoundBody('that order'));
    return order;
  };

  app.get<{ Querystring: OrderListQuery }>(
    apiPaths.admin.orders,
    {
      schema: {
        summary: 'Operators: orders by event date, upcoming first; filter by status, event dates and payment method, or search by order number, phone or name',
        querystring: listQuery,
        response: { 200: adminOrderPageSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const page = await listOrders(orders, planOrderList(orders.table, request.query, app.clock.today()));
      return reply.send({ items: page.items.map(adminSummary), ...(page.nextCursor && { nextCursor: page.nextCursor }) });
    },
  );

  app.get<{ Params: { orderNumber: string } }>(
    apiRoutes.adminOrder,
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
    request: FastifyRequest<{ Params: { orderNumber: string }; Body: { to?: string; expectedVersion: number } }>,
    reply: FastifyReply,
    kind: OrderChange['history']['Change'],
    plan: (order: OrderRecord, operator: string) => ChangeOutcome,
  ) => {
    const operator = await operatorOf(session, request, reply);
    if (!operator) return reply;
    if (request.validationError) throw request.validationError;
    const order = await find(request, reply);
    if (!order) return reply;
    const by = operatorActor(operator.name);
    // The version first: a move refused only because someone else already moved the order is their change, not a mistake.
    if (versionOf(order) !== request.body.expectedVersion) {
      // A retry of this very change whose answer was lost: answer it again instead of calling it a conflict.
      const last = { expectedVersion: request.body.expectedVersion, history: { Change: kind, To: request.body.to ?? String(order.LinkVersion ?? 0), By: by } };
      if (OrderRepository.alreadyApplied(order, last)) return reply.send(await detail(order));
      return sendConflict(reply);
    }
    const outcome = plan(order, by);
    if (!outcome.ok) throw new ValidationFailed([{ field: outcome.field, message: outcome.reason }]);
    const wanted: OrderChange = outcome.change;
    const backfill = order.Listed ? undefined : listingAttributes(order.OrderNumber, order.CreatedAt.slice(0, 10), ...(await related(order)));
    try {
      let changed = await orders.apply(order, { ...wanted, ...(backfill && { backfill }) }, app.clock.now());
      app.messagesWaiting();
      // A cancelled order gives its delivery place back and, paid online, is refunded through the gateway (refundsOwed).
      if (wanted.history.To === 'cancelled') changed = await afterCancel(app, changed);
      request.log.info({ orderNumber: order.OrderNumber, change: wanted.history.Change, to: wanted.history.To, version: changed.Version }, 'order changed');
      return reply.send(await detail(changed));
    } catch (error) {
      if (error instanceof OrderConflictError) return sendConflict(reply);
      throw error;
    }
  };

  app.post<{ Params: { orderNumber: string }; Body: OrderStatusChange }>(
    apiRoutes.adminOrderStatus,
    {
      attachValidation: true,
      schema: {
        summary: "Operators: move an order's status (conditional on expectedVersion; 409 when someone else changed it first)",
        params: orderNumberParam,
        body: orderStatusChangeSchema,
        response: { 200: adminOrderDetailSchema, ...errorAnswers },
      },
    },
    async (request, reply) => change(request, reply, 'status', (order, by) => moveOrder(order, request.body, by, app.clock.now())),
  );

  app.post<{ Params: { orderNumber: string }; Body: PaymentStatusChange }>(
    apiRoutes.adminOrderPayment,
    {
      attachValidation: true,
      schema: {
        summary: "Operators: set an order's payment status (conditional on expectedVersion; 409 when someone else changed it first)",
        params: orderNumberParam,
        body: paymentStatusChangeSchema,
        response: { 200: adminOrderDetailSchema, ...errorAnswers },
      },
    },
    async (request, reply) => change(request, reply, 'payment', (order, by) => payOrder(order, request.body, by, app.clock.now())),
  );

  app.post<{ Params: { orderNumber: string }; Body: LinkRotationRequest }>(
    apiRoutes.adminOrderLink,
    {
      attachValidation: true,
      schema: {
        summary:
          "Operators: renew the status page link (earlier links stop working; the checkout's access token keeps working) and send the customer the new one (conditional on expectedVersion)",
        params: orderNumberParam,
        body: linkRotationSchema,
        response: { 200: adminOrderDetailSchema, ...errorAnswers },
      },
    },
    async (request, reply) => change(request, reply, 'link', (order, by) => rotateLink(order, request.body, by, app.clock.now())),
  );

  app.post<{ Params: { orderNumber: string }; Body: OperatorRefundRequest }>(
    apiRoutes.adminOrderRefunds,
    {
      attachValidation: true,
      schema: {
        summary:
          'Operators: refund part or all of the paid amount through the gateway, with a reason (conditional on expectedVersion; the Idempotency-Key makes a repeated request one refund)',
        params: orderNumberParam,
        body: operatorRefundRequestSchema,
        response: { 200: adminOrderDetailSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const operator = await operatorOf(session, request, reply);
      if (!operator) return reply;
      // The Idempotency-Key makes the refund's id: a double click or a retried request is one refund.
      const write = new WriteRequest<OperatorRefundRequest>(request, operatorRefundRequestSchema);
      const { amount, reason, expectedVersion } = write.valid();
      const order = await find(request, reply);
      if (!order) return reply;
      try {
        const by = operatorActor(operator.name);
        const refunded = await app.payments.operatorRefund(order, { amountRupees: amount, reason, by, key: write.key, expectedVersion });
        request.log.info({ orderNumber: order.OrderNumber, amount }, 'operator refund');
        return reply.send(await detail(refunded));
      } catch (error) {
        if (error instanceof OrderConflictError) return sendConflict(reply);
        throw error;
      }
    },
  );

  app.post<{ Params: { orderNumber: string }; Body: OrderNoteRequest }>(
    apiRoutes.adminOrderNotes,
    {
      attachValidation: true,
      schema: {
        summary:
          'Operators: add an internal note to an order (who and when are kept; never shown to the customer). A retry with the same Idempotency-Key stores it once',
        params: orderNumberParam,
        body: orderNoteSchema,
        response: { 200: adminOrderDetailSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const operator = await operatorOf(session, request, reply);
      if (!operator) return reply;
      const write = new WriteRequest<OrderNoteRequest>(request, orderNoteSchema);
      const { text } = write.valid();
      const order = await find(request, reply);
      if (!order) return reply;
      const noted = await orders.addNote(order, write.key, { At: app.clock.now().toISOString(), By: operatorActor(operator.name), Text: text.trim() });
      return reply.send(await detail(noted));
    },
  );

  app.get<{ Querystring: { date?: string } }>(
    apiRoutes.adminSlips,
    {
      schema: {
        summary: 'Operators: the packing slips of one event date: every confirmed order of that day with its party and delivery',
        querystring: { type: 'object', properties: { date: { type: 'string', description: 'The event date, YYYY-MM-DD.' } } },
        response: { 200: packingSlipsSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const date = request.query.date ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
        throw new ValidationFailed([{ field: 'date', message: 'Choose the event date (YYYY-MM-DD)' }]);
      }
      const confirmed = await orders.confirmedOn(date);
      return reply.send({ date, orders: await Promise.all(confirmed.map(detail)) });
    },
  );
}

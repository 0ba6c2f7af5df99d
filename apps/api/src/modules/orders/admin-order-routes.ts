// /api/admin/orders*: the console's order list, an order's page, and the operators' status and payment changes.
// Every route checks the `operators` group first (401 signed out, 403 a customer).
import { apiPaths, toFieldErrors } from '@partybox/contracts';
import type { ErrorObject } from 'ajv';
import { adminOrderDetailSchema, adminOrderPageSchema, orderEditPreviewSchema, packingSlipsSchema } from '@partybox/contracts/order-answers';
import {
  linkRotationSchema,
  type LinkRotationRequest,
  orderEditSchema,
  type OrderEditRequest,
  orderNoteSchema,
  orderStatusChangeSchema,
  type OrderNoteRequest,
  paymentStatusChangeSchema,
  type OrderStatusChange,
  type PaymentStatusChange,
} from '@partybox/contracts/operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { operatorOf } from '../accounts';
import type { OrderRecord } from '../../platform/db/records';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import { errorAnswers, serialisable } from '../../platform/http/schemas';
import { WriteRequest } from '../../platform/http/writes';
import { operatorActor } from './order-history';
import { listOrders, planOrderList, type OrderListQuery } from './order-queries';
import { adminDetail, adminSummary, type ThemeAddons, type ThemeContents } from './order-views';
import { operatorRefundRequestSchema, type OperatorRefundRequest } from '@partybox/contracts/payments';
import { rupeesProblem } from '@partybox/pricing';

const orderNumberParam = { type: 'object', properties: { orderNumber: { type: 'string' } }, required: ['orderNumber'] } as const;
const listQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', description: 'One order status.' },
    from: { type: 'string', description: 'First delivery day (the party date for an order without a slot), YYYY-MM-DD (default: today, unless searching).' },
    to: { type: 'string', description: 'Last delivery day, YYYY-MM-DD.' },
    paymentMethod: { type: 'string' },
    paymentStatus: { type: 'string', description: 'One payment status, such as `partly-refunded`.' },
    q: { type: 'string', description: 'An order number (PB-YYMMDD-XXXXXX), a 10-digit phone number or part of a customer name.' },
    attention: { type: 'string', description: '`payment`: only orders whose payment needs an operator (wrong amount, second payment, failed refund).' },
    cursor: { type: 'string', description: "The previous page's nextCursor." },
    limit: { type: 'string', description: 'Orders per page, 1 to 100 (default 25).' },
  },
} as const;

export async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const { orders, orderService, sessionOf: session } = app;

  /** A theme's own contents, as the catalog lists them now (the slip packs what the box holds today). */
  const contentsOf: ThemeContents = (themeId) => app.catalogIndex.theme(themeId)?.contents;
  /** The add-ons a theme offers now: the edit form's choices. */
  const addonsOf: ThemeAddons = (themeId) => app.catalogIndex.theme(themeId)?.addons;
  // The extras the add-ons page offers now: the edit form's choices, like each box's addonOptions.
  const detail = async (order: OrderRecord) =>
    adminDetail(order, ...(await orderService.related(order)), contentsOf, addonsOf, app.catalogIndex.catalog.addonPage);

  app.get<{ Querystring: OrderListQuery }>(
    apiPaths.admin.orders.route,
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
    apiPaths.admin.order.route,
    { schema: { summary: "Operators: an order's page", params: orderNumberParam, response: { 200: adminOrderDetailSchema, ...errorAnswers } } },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      return reply.send(await detail(await orderService.find(request.params.orderNumber)));
    },
  );

  /**
   * The signed-in operator's name as the history writes it, after the request's validation (each problem in its field's
   * own words from the route's body schema, as the console's form shows them); else undefined after answering.
   */
  const operatorFor = async (request: FastifyRequest, reply: FastifyReply) => {
    const operator = await operatorOf(session, request, reply);
    const problems = operator && request.validationError?.validation;
    if (problems) throw new ValidationFailed(toFieldErrors(request.routeOptions.schema?.body ?? {}, problems as ErrorObject[]));
    return operator && operatorActor(operator.name);
  };

  /**
   * An operator's change of one order, answered with the order's page as it now is: the body checked with `body` (the
   * same schema the console's form uses), then `act` on the order as stored (each is one conditional write on the
   * version the operator read: 409 naming who changed it first).
   */
  const orderChange = <Body>(route: string, summary: string, body: object, act: (order: OrderRecord, change: Body, by: string) => Promise<OrderRecord>) =>
    app.post<{ Params: { orderNumber: string }; Body: Body }>(
      route,
      {
        attachValidation: true,
        schema: { summary, params: orderNumberParam, body, response: { 200: adminOrderDetailSchema, ...errorAnswers } },
      },
      async (request, reply) => {
        const by = await operatorFor(request, reply);
        if (!by) return reply;
        return reply.send(await detail(await act(await orderService.find(request.params.orderNumber), request.body as Body, by)));
      },
    );

  orderChange<OrderStatusChange>(
    apiPaths.admin.orderStatus.route,
    "Operators: move an order's status (conditional on expectedVersion; 409 when someone else changed it first)",
    orderStatusChangeSchema,
    (order, change, by) => orderService.move(order, change, by),
  );
  orderChange<PaymentStatusChange>(
    apiPaths.admin.orderPayment.route,
    "Operators: set an order's payment status (conditional on expectedVersion; 409 when someone else changed it first)",
    paymentStatusChangeSchema,
    (order, change, by) => orderService.setPayment(order, change, by),
  );
  orderChange<LinkRotationRequest>(
    apiPaths.admin.orderLink.route,
    "Operators: renew the status page link (earlier links stop working; the checkout's access token keeps working) and send the customer the new one (conditional on expectedVersion)",
    linkRotationSchema,
    (order, change, by) => orderService.rotateLink(order, change, by),
  );
  orderChange<LinkRotationRequest>(
    apiPaths.admin.orderPaymentLink.route,
    'Operators: send the customer of an unpaid online order the link to pay it (their status page, by text and e-mail); 400 naming the payment when nothing is due online (conditional on expectedVersion)',
    linkRotationSchema,
    (order, change, by) => orderService.sendPaymentLink(order, change, by),
  );

  app.post<{ Params: { orderNumber: string }; Body: OrderEditRequest }>(
    apiPaths.admin.orderEdit.route,
    {
      attachValidation: true,
      schema: {
        summary:
          "Operators: edit a placed order (personalisation, delivery address, slot within the calendar's capacity, add-ons, quantities). `preview: true` answers the new total, the difference and its settlement without saving; a save is one conditional write on expectedVersion (409 naming who changed what), settles the difference (a refund, a payment link, cash to collect) and texts the customer once; the same editId again is the same edit",
        params: orderNumberParam,
        body: orderEditSchema,
        response: { 200: serialisable({ anyOf: [adminOrderDetailSchema, orderEditPreviewSchema] }), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const by = await operatorFor(request, reply);
      if (!by) return reply;
      const order = await orderService.find(request.params.orderNumber);
      const editor = { by, as: 'operator' as const };
      if (request.body.preview) return reply.send(await orderService.previewEdit(order, request.body, editor, app.catalogIndex));
      return reply.send(await detail(await orderService.edit(order, request.body, editor, app.catalogIndex)));
    },
  );

  app.post<{ Params: { orderNumber: string }; Body: OperatorRefundRequest }>(
    apiPaths.admin.orderRefunds.route,
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
      // The amount rule the console's form parses with (whole rupees, at least ₹1), its message naming the field.
      const amountProblem = rupeesProblem(write.body.amount, 'Refund amount');
      if (amountProblem) write.prefer([{ field: 'amount', message: amountProblem }]);
      const { amount, reason, expectedVersion } = write.valid();
      const order = await orderService.find(request.params.orderNumber);
      const by = operatorActor(operator.name);
      const refunded = await app.payments.operatorRefund(order, { amountRupees: amount, reason, by, key: write.key, expectedVersion });
      request.log.info({ orderNumber: order.OrderNumber, amount }, 'operator refund');
      return reply.send(await detail(refunded));
    },
  );

  app.post<{ Params: { orderNumber: string }; Body: OrderNoteRequest }>(
    apiPaths.admin.orderNotes.route,
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
      const { text, forPacking } = write.valid();
      const noted = await orderService.note(await orderService.find(request.params.orderNumber), write.key, text, operatorActor(operator.name), forPacking);
      return reply.send(await detail(noted));
    },
  );

  app.get<{ Querystring: { date?: string } }>(
    apiPaths.admin.slips.route,
    {
      schema: {
        summary: 'Operators: the packing slips of one delivery day: every order going out that day not yet delivered or cancelled, with its party and delivery',
        querystring: {
          type: 'object',
          properties: { date: { type: 'string', description: 'The delivery day (the party date for an order without a slot), YYYY-MM-DD.' } },
        },
        response: { 200: packingSlipsSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const date = request.query.date ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
        throw new ValidationFailed([{ field: 'date', message: 'Choose the delivery day (YYYY-MM-DD)' }]);
      }
      const due = await orders.toDeliverOn(date);
      return reply.send({ date, orders: await Promise.all(due.map(detail)) });
    },
  );
}

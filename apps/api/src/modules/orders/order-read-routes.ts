// GET /api/orders/:id reads an order back with its access token or as its owner (the confirmation page's read: a
// GetItem by key); GET /api/account/orders lists a signed-in customer's orders.
import { accountOrdersSchema, apiPaths, idempotencyKeyField, placedOrderSchema, requestHeaderKeys, wireHeaders } from '@partybox/contracts';
import { accountOrdersLimit, type AccountOrders } from '@partybox/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import { sendRefusal, signedOutMessage } from '../accounts';
import { budget } from '../../platform/limits/rate-limits';
import { notFoundBody } from '../../platform/http/errors';
import { errorAnswers, inline } from '../../platform/http/schemas';
import { holdsToken, owns } from './order-access';
import { placedOrderView } from './order-views';
import { accountOrderView } from './account-order-view';

const idShape = new RegExp(idempotencyKeyField.pattern);
const placedOrder = inline(placedOrderSchema);

export async function orderReadRoutes(app: FastifyInstance): Promise<void> {
  const readSchema = {
    summary:
      "Read an order back: with its access token (from the complete answer, in the Order-Access-Token header) or signed in as its owner (the customer who placed it, or a guest order placed with the customer's verified phone number); unknown and unauthorised both answer 404",
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    headers: { type: 'object', properties: { [wireHeaders.orderAccessToken.toLowerCase()]: { type: 'string' } } },
    response: { 200: placedOrder, ...errorAnswers },
  };
  app.get<{ Params: { id: string } }>(apiPaths.order.route, { schema: readSchema, config: budget(app.budgets.limits.orderReads) }, async (request, reply) => {
    const { id } = request.params;
    const token = request.headers[requestHeaderKeys.orderAccessToken];
    const notFound = () => reply.code(404).send(notFoundBody('that order'));
    if (!idShape.test(id)) return notFound();
    const order = await app.orders.findById(id);
    if (!order) return notFound();
    if (holdsToken(order, token)) return reply.send(placedOrderView(order));
    return owns(order, await app.sessionOf(request, reply)) ? reply.send(placedOrderView(order)) : notFound();
  });

  if (!app.accountsEnabled) return;
  const listSchema = {
    summary: `The signed-in customer's orders, newest first: those placed signed in and guest orders placed with their verified phone number; at most the latest ${accountOrdersLimit} (more: true when older ones exist), each with its themes, party date, delivery slot, status and total`,
    response: {
      200: inline(accountOrdersSchema),
      ...errorAnswers,
    },
  };
  app.get(apiPaths.accountOrders, { schema: listSchema, config: budget(app.budgets.limits.orderReads) }, async (request, reply) => {
    const customer = await app.sessionOf(request, reply);
    if (!customer) return sendRefusal(reply, { status: 401, error: 'signed_out', message: signedOutMessage });
    const { orders, more } = await app.orders.listForCustomer(customer, accountOrdersLimit);
    const answer: AccountOrders = { orders: orders.map(accountOrderView), limit: accountOrdersLimit, more };
    return reply.send(answer);
  });
}

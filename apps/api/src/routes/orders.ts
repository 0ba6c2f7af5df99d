// POST /api/orders places an order priced entirely on the server; GET /api/orders/:id reads it back with its token.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  idempotencyKeyField,
  indiaToday,
  initialPaymentStatus,
  orderRequestSchema,
  orderRuleProblems,
  placedOrderSchema,
  type FieldError,
  type OrderRequest,
} from '@partybox/contracts';
import type { CustomizationRecord, DeliveryRecord, OrderRecord } from '../db/records';
import type { TableDefinition } from '../db/tables';
import { orderBody, orderExtrasProblems, orderLineProblems, orderNumber, priceOrder } from '../domain/orders';
import { errorAnswers, inline, writeSchema, checkoutHeaderSchema } from '../http/schemas';
import { budget } from '../http/limits';
import { notFoundBody } from '../http/errors';
import { checkoutHash, sendWrite, WriteRequest } from '../http/writes';
import type { RouteDeps } from './route-deps';

/** The header that carries an order's access token on GET /api/orders/:id (a header, so it stays out of access logs). */
export const accessTokenHeader = 'Order-Access-Token';

const idShape = new RegExp(idempotencyKeyField.pattern);
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * The order's access token: an HMAC of its id keyed with the checkout's secret id. Unguessable without that secret,
 * and the same for every replay of the order's POST (which carries the same Checkout-Id), so the server needs to keep
 * only its hash.
 */
export function accessTokenFor(checkoutId: string, orderId: string): string {
  return createHmac('sha256', checkoutId).update(`order:${orderId}`).digest('base64url');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Messages for references that do not exist or belong to another checkout (deliberately the same for both). */
export const referenceMessages = {
  deliveryId: 'We could not find these delivery details in your checkout: enter your delivery details again',
  customizationId: 'We could not find this customization in your checkout: save your party details again',
} as const;

export function orderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  /** The problem with a reference to a record of `table`, or none: it must exist and belong to the same checkout. */
  async function referenceProblem(
    field: keyof typeof referenceMessages,
    id: unknown,
    table: TableDefinition,
    checkout: string | undefined,
  ): Promise<FieldError[]> {
    if (typeof id !== 'string' || !idShape.test(id) || checkout === undefined) return [];
    const record = await deps.repo.getById<DeliveryRecord | CustomizationRecord>(table, id);
    return record?.CheckoutHash === checkoutHash(checkout) ? [] : [{ field, message: referenceMessages[field] }];
  }

  const placedOrder = inline(placedOrderSchema);
  const schema = writeSchema('Place an order (priced by the server)', orderRequestSchema, 201, placedOrder, checkoutHeaderSchema);
  app.post('/api/orders', { schema, attachValidation: true, config: budget(deps.limits.checkoutWrites, deps.ledger) }, async (request, reply) => {
    const write = new WriteRequest<OrderRequest>(request, orderRequestSchema, 'required');
    const { body, checkoutId } = write;
    write.add(orderRuleProblems(body));
    write.add(orderLineProblems(body.lines, deps.catalog));
    write.add(orderExtrasProblems(body.extras, deps.catalog));
    // The references are checked with everything else, so every problem is reported at once.
    const references = await Promise.all([
      referenceProblem('deliveryId', body.deliveryId, deps.tables.delivery, checkoutId),
      ...(body.customizationId === undefined ? [] : [referenceProblem('customizationId', body.customizationId, deps.tables.customization, checkoutId)]),
    ]);
    write.add(references.flat());
    const value = write.valid();
    const checkout = checkoutId!;

    const now = deps.now();
    const id = deps.newId();
    // Any amount the client sent (`total`) is ignored: every figure comes from the catalog.
    const record: OrderRecord = {
      IdempotencyKey: write.key,
      id,
      CheckoutHash: checkoutHash(checkout),
      AccessTokenHash: sha256(accessTokenFor(checkout, id)).toString('hex'),
      OrderNumber: orderNumber(indiaToday(now)),
      ...priceOrder(value.lines, value.extras ?? [], deps.catalog),
      DeliveryId: value.deliveryId,
      ...(value.customizationId && { CustomizationId: value.customizationId }),
      PaymentMethod: value.paymentMethod,
      PaymentStatus: initialPaymentStatus(value.paymentMethod),
      ...(value.paymentMethod === 'netbanking' && value.bank && { Bank: value.bank }),
      Status: 'received',
      CreatedAt: now.toISOString(),
      RequestHash: write.hash(value),
    };
    const { item, created } = await deps.repo.putOnce(deps.tables.order, record);
    return sendWrite(reply, created, 201, { ...orderBody(item), accessToken: accessTokenFor(checkout, item.id) });
  });

  const readSchema = {
    summary:
      'Read an order back with its access token (the token from the POST answer, in the Order-Access-Token header); unknown and unauthorised both answer 404',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    headers: { type: 'object', properties: { 'order-access-token': { type: 'string' } }, required: ['order-access-token'] },
    response: { 200: placedOrder, ...errorAnswers },
  };
  app.get<{ Params: { id: string } }>('/api/orders/:id', { schema: readSchema, config: budget(deps.limits.orderReads) }, async (request, reply) => {
    const { id } = request.params;
    const token = request.headers[accessTokenHeader.toLowerCase()];
    if (!idShape.test(id) || typeof token !== 'string' || !tokenShape.test(token)) return reply.code(404).send(notFoundBody('that order'));
    const order = await deps.repo.getById<OrderRecord>(deps.tables.order, id);
    const presented = sha256(token);
    const stored = Buffer.from(order?.AccessTokenHash ?? '', 'hex');
    if (!order || stored.length !== presented.length || !timingSafeEqual(stored, presented)) return reply.code(404).send(notFoundBody('that order'));
    return reply.send(orderBody(order));
  });
}

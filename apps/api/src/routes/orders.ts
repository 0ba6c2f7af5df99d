// POST /api/orders places an order priced entirely on the server (carrying the signed-in customer, if any);
// GET /api/orders/:id reads it back with its token or as its owner; GET /api/account/orders lists a customer's orders.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  idempotencyKeyField,
  indiaToday,
  initialPaymentStatus,
  normalisePhone,
  orderRequestSchema,
  orderRuleProblems,
  placedOrderSchema,
  type FieldError,
  type OrderRequest,
} from '@partybox/contracts';
import { accountOrdersLimit, type AccountOrders } from '@partybox/contracts/accounts';
import type { SessionCustomer } from '../auth/register-accounts';
import { sendRefusal, signedOutMessage } from '../auth/identity-errors';
import type { CustomizationRecord, DeliveryRecord, OrderRecord } from '../db/records';
import { messagesPending, orderIndexes, type TableDefinition } from '../db/tables';
import { listingAttributes } from '../operations/order-listing';
import { contactOf, outboxEntries } from '../operations/outbox';
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
const phoneShape = /^[0-9]{10}$/;

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

/** Whether `token` is the order's access token (compared in constant time). */
export function holdsToken(order: Pick<OrderRecord, 'AccessTokenHash'>, token: unknown): boolean {
  if (typeof token !== 'string' || !tokenShape.test(token)) return false;
  const presented = sha256(token);
  const stored = Buffer.from(order.AccessTokenHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}

/** Whether the signed-in customer owns the order: they placed it, or it is a guest order with their verified phone. */
export function owns(order: Pick<OrderRecord, 'CustomerId' | 'Phone'>, customer: SessionCustomer | undefined): boolean {
  return (
    customer !== undefined &&
    (order.CustomerId === customer.sub || (order.CustomerId === undefined && customer.verifiedPhone !== undefined && order.Phone === customer.verifiedPhone))
  );
}

export function orderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  /**
   * A reference to a record of `table`: the record when it exists and belongs to the same checkout, else the problem
   * (none when the id is malformed or the checkout missing: the schema reports those).
   */
  async function reference<T extends DeliveryRecord | CustomizationRecord>(
    field: keyof typeof referenceMessages,
    id: unknown,
    table: TableDefinition,
    checkout: string | undefined,
  ): Promise<{ record?: T; problems: FieldError[] }> {
    if (typeof id !== 'string' || !idShape.test(id) || checkout === undefined) return { problems: [] };
    const record = await deps.repo.getById<T>(table, id);
    return record?.CheckoutHash === checkoutHash(checkout) ? { record, problems: [] } : { problems: [{ field, message: referenceMessages[field] }] };
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
    const [delivery, customization, customer] = await Promise.all([
      reference<DeliveryRecord>('deliveryId', body.deliveryId, deps.tables.delivery, checkoutId),
      body.customizationId === undefined
        ? { problems: [] }
        : reference<CustomizationRecord>('customizationId', body.customizationId, deps.tables.customization, checkoutId),
      // The customer comes from the session cookie's verified token, never from the body.
      deps.session?.(request, reply),
    ]);
    write.add([...delivery.problems, ...customization.problems]);
    const value = write.valid();
    const checkout = checkoutId!;
    const guestPhone = customer ? undefined : normalisePhone(delivery.record?.PhoneNumber ?? '');

    const now = deps.now();
    const id = deps.newId();
    const number = orderNumber(indiaToday(now));
    // What the console lists and searches by, and who hears about the order, copied onto it now.
    const listing = listingAttributes(number, indiaToday(now), 'record' in customization ? customization.record : undefined, delivery.record);
    const placedAt = now.toISOString();
    // Any amount the client sent (`total`) is ignored: every figure comes from the catalog.
    const record: OrderRecord = {
      IdempotencyKey: write.key,
      id,
      CheckoutHash: checkoutHash(checkout),
      AccessTokenHash: sha256(accessTokenFor(checkout, id)).toString('hex'),
      OrderNumber: number,
      ...priceOrder(value.lines, value.extras ?? [], deps.catalog),
      DeliveryId: value.deliveryId,
      ...(value.customizationId && { CustomizationId: value.customizationId }),
      ...(customer && { CustomerId: customer.sub }),
      ...(guestPhone && phoneShape.test(guestPhone) && { Phone: guestPhone }),
      PaymentMethod: value.paymentMethod,
      PaymentStatus: initialPaymentStatus(value.paymentMethod),
      ...(value.paymentMethod === 'netbanking' && value.bank && { Bank: value.bank }),
      Status: 'placed',
      Version: 0,
      ...listing,
      // The placement's history line and first messages go in the same PutItem as the order.
      History: [{ At: placedAt, By: 'Shop', Change: 'placed', To: 'placed' }],
      Outbox: outboxEntries('placed', contactOf(listing), now, deps.newId),
      MessagesPending: messagesPending,
      MessagesDueAt: placedAt,
      CreatedAt: placedAt,
      RequestHash: write.hash(value),
    };
    const { item, created } = await deps.repo.putOnce(deps.tables.order, record);
    if (created) deps.messagesWaiting();
    return sendWrite(reply, created, 201, { ...orderBody(item), accessToken: accessTokenFor(checkout, item.id) });
  });

  const readSchema = {
    summary:
      "Read an order back: with its access token (from the POST answer, in the Order-Access-Token header) or signed in as its owner (the customer who placed it, or a guest order placed with the customer's verified phone number); unknown and unauthorised both answer 404",
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    headers: { type: 'object', properties: { 'order-access-token': { type: 'string' } } },
    response: { 200: placedOrder, ...errorAnswers },
  };
  app.get<{ Params: { id: string } }>('/api/orders/:id', { schema: readSchema, config: budget(deps.limits.orderReads) }, async (request, reply) => {
    const { id } = request.params;
    const token = request.headers[accessTokenHeader.toLowerCase()];
    const notFound = () => reply.code(404).send(notFoundBody('that order'));
    if (!idShape.test(id)) return notFound();
    const order = await deps.repo.getById<OrderRecord>(deps.tables.order, id);
    if (!order) return notFound();
    if (holdsToken(order, token)) return reply.send(orderBody(order));
    return owns(order, await deps.session?.(request, reply)) ? reply.send(orderBody(order)) : notFound();
  });

  const session = deps.session;
  if (!session) return;
  const listSchema = {
    summary: `The signed-in customer's orders, newest first: those placed signed in and guest orders placed with their verified phone number; at most the latest ${accountOrdersLimit} (more: true when older ones exist)`,
    response: {
      200: {
        type: 'object',
        additionalProperties: false,
        required: ['orders', 'limit', 'more'],
        properties: { orders: { type: 'array', items: placedOrder }, limit: { type: 'integer' }, more: { type: 'boolean' } },
      },
      ...errorAnswers,
    },
  };
  app.get('/api/account/orders', { schema: listSchema, config: budget(deps.limits.orderReads) }, async (request, reply) => {
    const customer = await session(request, reply);
    if (!customer) return sendRefusal(reply, { status: 401, error: 'signed_out', message: signedOutMessage });
    // Two Queries on the sparse list indexes, each newest first; merged, the newest `limit` of both are the latest.
    const [own, guest] = await Promise.all([
      deps.repo.listNewest<OrderRecord>(deps.tables.order, orderIndexes.byCustomer, customer.sub, accountOrdersLimit),
      customer.verifiedPhone
        ? deps.repo.listNewest<OrderRecord>(deps.tables.order, orderIndexes.byPhone, customer.verifiedPhone, accountOrdersLimit)
        : { items: [], more: false },
    ]);
    const merged = [...own.items, ...guest.items].sort((a, b) => (a.CreatedAt < b.CreatedAt ? 1 : a.CreatedAt > b.CreatedAt ? -1 : b.id.localeCompare(a.id)));
    const answer: AccountOrders = {
      orders: merged.slice(0, accountOrdersLimit).map(orderBody),
      limit: accountOrdersLimit,
      more: own.more || guest.more || merged.length > accountOrdersLimit,
    };
    return reply.send(answer);
  });
}

// POST /api/orders places an order priced entirely on the server; GET /api/orders/:id reads it back.
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyField, indiaToday, initialPaymentStatus, validateOrder } from '@partybox/contracts';
import type { DeliveryRecord, OrderRecord } from '../db/records';
import { getItem, putOnce } from '../db/repository';
import { orderBody, orderExtrasProblems, orderLineProblems, orderNumber, priceOrder } from '../domain/orders';
import { notFoundBody, ValidationFailed } from '../http/errors';
import { requestHash, sendWrite, WriteRequest } from '../http/writes';
import type { RouteDeps } from './route-deps';

const idPattern = new RegExp(idempotencyKeyField.pattern);

export function orderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post('/api/orders', deps.write, async (request, reply) => {
    const write = new WriteRequest(request);
    const checked = write.check(validateOrder(write.body));
    write.add(orderLineProblems(write.body.lines, deps.catalog));
    write.add(orderExtrasProblems(write.body.extras, deps.catalog));
    const value = write.valid(checked);
    const delivery = await getItem<DeliveryRecord>(deps.db, deps.tables.delivery.name, { id: value.deliveryId });
    if (!delivery) throw new ValidationFailed([{ field: 'deliveryId', message: 'Enter your delivery details first' }]);

    const now = deps.now();
    // Any amount the client sent (`total`) is ignored: every figure comes from the catalog.
    const record: OrderRecord = {
      id: write.key,
      OrderNumber: orderNumber(indiaToday(now)),
      ...priceOrder(value.lines, value.extras ?? [], deps.catalog),
      DeliveryId: value.deliveryId,
      ...(value.customizationId && { CustomizationId: value.customizationId }),
      PaymentMethod: value.paymentMethod,
      PaymentStatus: initialPaymentStatus(value.paymentMethod),
      ...(value.paymentMethod === 'netbanking' && value.bank && { Bank: value.bank }),
      Status: 'received',
      CreatedAt: now.toISOString(),
      RequestHash: requestHash(value),
    };
    const { item, created } = await putOnce(deps.db, deps.tables.order.name, record, 'id');
    return sendWrite(reply, created, 201, orderBody(item));
  });

  app.get<{ Params: { id: string } }>('/api/orders/:id', async (request, reply) => {
    const { id } = request.params;
    const order = idPattern.test(id) ? await getItem<OrderRecord>(deps.db, deps.tables.order.name, { id }) : undefined;
    if (!order) return reply.code(404).send(notFoundBody('that order'));
    return reply.send(orderBody(order));
  });
}

// POST /api/payments/razorpay/webhook: Razorpay's events, the source of truth about money. The signature is checked
// over the raw body with the webhook secret (400 and nothing changes when it does not match), then the event's payment
// and refund are folded into their order's ledger, each event id once (Razorpay retries until it gets a 2xx). Each
// address has a budget a minute, spent before the body is read.
import { apiPaths } from '@partybox/contracts';
import type { FastifyInstance } from 'fastify';
import { budgetBeforeBody, defaultWebhookPosts } from '../http/limits';
import { errorAnswers } from '../http/schemas';
import { ledgerPaymentOf, ledgerRefundOf } from '../payments/gateway';

/** The events recorded; others (Razorpay sends many kinds) are acknowledged and ignored. */
export const handledEvents = ['payment.authorized', 'payment.captured', 'payment.failed', 'order.paid', 'refund.created', 'refund.processed', 'refund.failed'];

/** Webhook bodies are larger than the store's own requests (an event carries whole entities). */
const webhookBodyLimit = 256 * 1024;

interface RazorpayEvent {
  readonly event?: string;
  readonly payload?: {
    payment?: { entity?: Record<string, unknown> };
    refund?: { entity?: Record<string, unknown> };
    order?: { entity?: Record<string, unknown> };
  };
}

export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  // This plugin only: the JSON body is kept as the raw text, because the signature is over the exact bytes received.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: webhookBodyLimit }, (_request, body, done) => done(null, body));

  app.post<{ Body: string }>(
    apiPaths.razorpayWebhook,
    {
      bodyLimit: webhookBodyLimit,
      // Per address, counted in the shared limits table when the request arrives: a flood is refused before its body is read.
      config: budgetBeforeBody(app.budgets.limits.webhookPosts ?? defaultWebhookPosts),
      schema: {
        summary:
          "Razorpay's webhook (payment.captured, payment.failed, order.paid, refund.*): signed with the webhook secret (400 otherwise); each event id recorded once",
        response: { 200: { type: 'object', properties: { received: { type: 'boolean' } } }, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-razorpay-signature'];
      const eventId = request.headers['x-razorpay-event-id'];
      if (!app.payments.enabled || typeof signature !== 'string' || !app.payments.verifyWebhook(raw, signature)) {
        request.log.warn({ statusCode: 400, eventId }, 'refused: webhook signature does not match');
        return reply.code(400).send({ error: 'bad_signature', message: 'The webhook signature does not match.' });
      }
      const event = JSON.parse(raw) as RazorpayEvent;
      if (!event.event || !handledEvents.includes(event.event)) return reply.send({ received: true });
      const payment = event.payload?.payment?.entity;
      const refund = event.payload?.refund?.entity;
      await app.payments.recordEvent({
        gatewayOrderId: String(payment?.order_id ?? event.payload?.order?.entity?.id ?? ''),
        receipt: typeof event.payload?.order?.entity?.receipt === 'string' ? event.payload.order.entity.receipt : undefined,
        reports: {
          ...(payment && { payments: [ledgerPaymentOf(payment)] }),
          ...(refund && { refunds: [ledgerRefundOf(refund)] }),
          ...(typeof eventId === 'string' && eventId && { eventId }),
        },
      });
      return reply.send({ received: true });
    },
  );
}

// POST /api/payments/razorpay/webhook: Razorpay's events, the source of truth about money. The signature is checked
// over the raw body with the webhook secret (400 and nothing changes when it does not match), then the event's payment,
// refund and dispute are folded into their order's ledger (a paid Payment Link's through PaymentLinks.paid). Every signed event is answered 2xx once it is recorded or
// known to need nothing (a duplicate, an order or Razorpay order we do not know, a currency we do not take): Razorpay
// retries anything else for a day and then disables the webhook. Only "try again later" (the database or the gateway
// unavailable, an order changed by too many writers at once) is answered 503, so Razorpay retries it. Each address has
// a budget a minute, spent before the body is read.
import { apiPaths, requestHeaderKeys } from '@partybox/contracts';
import type { FastifyInstance } from 'fastify';
import { defaultWebhookPosts } from '../../platform/env/env';
import { budgetBeforeBody } from '../../platform/limits/rate-limits';
import { errorAnswers } from '../../platform/http/schemas';
import { emitMetric, metricNames } from '../../platform/observability/metrics';
import { GatewayUnavailableError, ledgerDisputeOf, ledgerPaymentOf, ledgerRefundOf } from './gateway';
import { OrderConflictError } from '../orders';

/** Razorpay's dispute events: the dispute's status is the event's last word (payment.dispute.won → won). */
const disputeEvents = ['created', 'won', 'lost', 'closed', 'under_review', 'action_required'].map((status) => `payment.dispute.${status}`);

/** The events recorded; others (Razorpay sends many kinds) are acknowledged and ignored. */
export const handledEvents = [
  'payment.authorized',
  'payment.captured',
  'payment.failed',
  'order.paid',
  'refund.created',
  'refund.processed',
  'refund.failed',
  ...disputeEvents,
  'payment_link.paid',
  'payment_link.cancelled',
  'payment_link.expired',
];

/** Webhook bodies are larger than the store's own requests (an event carries whole entities). */
const webhookBodyLimit = 256 * 1024;

interface RazorpayEvent {
  readonly event?: string;
  readonly payload?: {
    payment?: { entity?: Record<string, unknown> };
    refund?: { entity?: Record<string, unknown> };
    order?: { entity?: Record<string, unknown> };
    dispute?: { entity?: Record<string, unknown> };
    payment_link?: { entity?: Record<string, unknown> };
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
      // Per address, counted in the shared limits table when the request arrives: a flood is refused before its body is
      // read. Razorpay's own addresses are not counted: every order's webhooks would cost a write each.
      config: budgetBeforeBody(app.budgets.limits.webhookPosts ?? defaultWebhookPosts, app.budgets.limits.webhookSources),
      schema: {
        summary:
          "Razorpay's webhook (payment.*, order.paid, refund.*, payment.dispute.*, payment_link.paid, .cancelled and .expired): signed with the webhook secret (400 otherwise); a duplicate or an unknown order answers 200 and changes nothing",
        response: { 200: { type: 'object', properties: { received: { type: 'boolean' } } }, ...errorAnswers },
      },
    },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[requestHeaderKeys.razorpaySignature];
      const eventId = request.headers[requestHeaderKeys.razorpayEventId];
      if (!app.payments.enabled || typeof signature !== 'string' || !app.payments.verifyWebhook(raw, signature)) {
        request.log.warn({ statusCode: 400, eventId }, 'refused: webhook signature does not match');
        emitMetric(request.log, metricNames.webhookSignatureFailed);
        return reply.code(400).send({ error: 'bad_signature', message: 'The webhook signature does not match.' });
      }
      let event: RazorpayEvent;
      try {
        event = JSON.parse(raw) as RazorpayEvent;
      } catch {
        return reply.code(400).send({ error: 'bad_body', message: 'The webhook body is not JSON.' });
      }
      if (event.event?.startsWith('payment.dispute.')) emitMetric(request.log, metricNames.paymentDisputeEvent);
      if (!event.event || !handledEvents.includes(event.event)) return reply.send({ received: true });
      const payment = event.payload?.payment?.entity;
      const refund = event.payload?.refund?.entity;
      const dispute = event.payload?.dispute?.entity;
      const disputeStatus = event.event.startsWith('payment.dispute.') ? event.event.slice('payment.dispute.'.length) : undefined;
      try {
        const link = event.payload?.payment_link?.entity;
        if (event.event === 'payment_link.paid') {
          if (link) {
            await app.paymentLinks.paid({
              link,
              ...(payment && { payment }),
              ...(event.payload?.order?.entity && { order: event.payload.order.entity }),
              ...(typeof eventId === 'string' && eventId && { eventId }),
            });
          }
          return reply.send({ received: true });
        }
        if (event.event === 'payment_link.cancelled' || event.event === 'payment_link.expired') {
          if (link) await app.paymentLinks.closed(link);
          return reply.send({ received: true });
        }
        await app.payments.recordEvent({
          gatewayOrderId: String(payment?.order_id ?? event.payload?.order?.entity?.id ?? ''),
          receipt: typeof event.payload?.order?.entity?.receipt === 'string' ? event.payload.order.entity.receipt : undefined,
          reports: {
            ...(payment && { payments: [ledgerPaymentOf(payment)] }),
            ...(refund && { refunds: [ledgerRefundOf(refund)] }),
            ...(dispute && { disputes: [ledgerDisputeOf(dispute, disputeStatus === 'created' ? undefined : disputeStatus)] }),
            ...(typeof eventId === 'string' && eventId && { eventId }),
          },
        });
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError || error instanceof OrderConflictError)) throw error;
        request.log.warn({ err: error, eventId, event: event.event }, 'webhook not recorded yet: answered 503 so Razorpay retries it');
        return reply.code(503).send({ error: 'try_again', message: 'The event could not be recorded yet; send it again.' });
      }
      return reply.send({ received: true });
    },
  );
}

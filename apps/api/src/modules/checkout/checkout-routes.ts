// The server-owned checkout: POST /api/checkouts, GET and PATCH /api/checkouts/:id, POST /api/checkouts/:id/complete.
// Thin: parse, ask the checkout service (checkouts/), answer. A guest's checkout id travels in an HttpOnly cookie.
import { apiPaths, checkoutCookieName, checkoutLifetimeDays, toFieldErrors } from '@partybox/contracts';
import {
  checkoutChangedSchema,
  checkoutCompletedSchema,
  checkoutCompleteRequestSchema,
  checkoutCreateRequestSchema,
  checkoutPatchRequestSchema,
  checkoutPatchRuleProblems,
  checkoutViewSchema,
  paymentRuleProblems,
  type CheckoutCompleteRequest,
  type CheckoutCreateRequest,
  type CheckoutPatchRequest,
} from '@partybox/contracts/checkout';
import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutViewer } from './checkout-service';
import { budget } from '../../platform/limits/rate-limits';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import { errorAnswers, inline, writeSchema, gatewayDownAnswer } from '../../platform/http/schemas';
import { sendWrite, WriteRequest } from '../../platform/http/writes';

const params = { type: 'object', properties: { id: { type: 'string', description: "The checkout's secret id." } }, required: ['id'] } as const;
const view = inline(checkoutViewSchema);
const changed = { 409: inline(checkoutChangedSchema) };

export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const writes = budget(app.budgets.limits.checkoutWrites, app.budgets.ledger);

  const viewerOf = async (request: FastifyRequest, reply: FastifyReply): Promise<CheckoutViewer> => {
    const customer = await app.sessionOf(request, reply);
    const cookieId = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[checkoutCookieName];
    return { ...(customer && { customer }), ...(cookieId && { cookieId }) };
  };

  app.post(
    apiPaths.checkouts,
    {
      schema: {
        summary: "Start a checkout from the cart's lines (priced by the server); a guest's checkout id is also set as an HttpOnly cookie",
        body: checkoutCreateRequestSchema,
        response: { 201: view, ...errorAnswers },
      },
      attachValidation: true,
      config: writes,
    },
    async (request, reply) => {
      // No Idempotency-Key: every POST starts a new checkout (the storefront PATCHes the one it holds instead).
      const problems = request.validationError?.validation;
      if (problems) throw new ValidationFailed(toFieldErrors(checkoutCreateRequestSchema, problems as ErrorObject[]));
      const checkout = await app.checkouts.create(request.body as CheckoutCreateRequest, await viewerOf(request, reply));
      void reply.setCookie(checkoutCookieName, checkout.id, {
        httpOnly: true,
        sameSite: 'lax',
        path: apiPaths.checkouts,
        secure: request.protocol === 'https',
        maxAge: checkoutLifetimeDays * 86_400,
      });
      return reply.code(201).send(checkout);
    },
  );

  app.get<{ Params: { id: string } }>(
    apiPaths.checkout.route,
    {
      schema: {
        summary: "A checkout as it stands (its owner's session, or a guest's checkout cookie; anyone else 404; 410 once expired)",
        params,
        response: { 200: view, ...errorAnswers },
      },
      config: budget(app.budgets.limits.orderReads),
    },
    async (request, reply) => reply.send(await app.checkouts.read(request.params.id, await viewerOf(request, reply))),
  );

  app.patch<{ Params: { id: string } }>(
    apiPaths.checkout.route,
    {
      schema: {
        ...writeSchema(
          'Save steps of a checkout against the version last seen (409 with the current checkout when another tab saved first; a retry with the same Idempotency-Key replays)',
          checkoutPatchRequestSchema,
          200,
          view,
        ),
        params,
        response: { 200: view, ...changed, ...errorAnswers },
      },
      attachValidation: true,
      config: writes,
    },
    async (request, reply) => {
      const write = new WriteRequest<CheckoutPatchRequest>(request, checkoutPatchRequestSchema);
      write.add(checkoutPatchRuleProblems(write.body, app.clock.ruleContext()));
      const body = write.valid();
      const { view: checkout, replayed } = await app.checkouts.patch(request.params.id, await viewerOf(request, reply), write.key, body);
      return sendWrite(reply, !replayed, 200, checkout);
    },
  );

  app.post<{ Params: { id: string } }>(
    apiPaths.checkoutComplete.route,
    {
      schema: {
        ...writeSchema(
          'Turn the checkout into its order, exactly once (201 the first time, 200 with the same order every later time); 400 names each step not done and a total that changed',
          checkoutCompleteRequestSchema,
          201,
          inline(checkoutCompletedSchema),
        ),
        params,
        response: { 200: inline(checkoutCompletedSchema), 201: inline(checkoutCompletedSchema), ...changed, 503: gatewayDownAnswer, ...errorAnswers },
      },
      attachValidation: true,
      config: writes,
    },
    async (request, reply) => {
      const write = new WriteRequest<CheckoutCompleteRequest>(request, checkoutCompleteRequestSchema);
      write.add(write.body.payment === undefined ? [] : paymentRuleProblems(write.body.payment));
      const body = write.valid();
      const { answer, order, created, gatewayReservation } = await app.checkouts.complete(request.params.id, await viewerOf(request, reply), body, {
        ...(app.paymentAttempts.opensCheckout && {
          openGatewayOrder: (orderNumber: string, total: number) => app.paymentAttempts.openBeforePlacing(orderNumber, total),
        }),
      });
      // Paid online: a Razorpay order for the total opens the checkout (the order is saved whether or not it answers).
      const payment = await app.paymentAttempts.checkoutOptionsFor(order, answer.accessToken, gatewayReservation);
      return sendWrite(reply, created, created ? 201 : 200, { ...answer, ...(payment && { payment }) });
    },
  );
}

// Every /api/admin/* route asks who is calling: an operator (the Cognito group `operators` in the verified access
// token) goes on; anyone signed out gets 401, a signed-in customer 403. Checked on the server for every request.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCustomer, SessionReader } from './register-accounts';
import { sendRefusal, signedOutMessage } from './identity-errors';

export const notOperatorMessage = 'This page is for the Party Box team. Sign in with an operator account.';

/** The operator making the request, or undefined after answering 401/403. */
export async function operatorOf(session: SessionReader | undefined, request: FastifyRequest, reply: FastifyReply): Promise<SessionCustomer | undefined> {
  reply.header('X-Robots-Tag', 'noindex');
  const caller = session ? await session(request, reply) : undefined;
  if (!caller) {
    request.log.info({ statusCode: 401, path: request.routeOptions.url }, 'admin: signed out');
    void sendRefusal(reply, { status: 401, error: 'signed_out', message: signedOutMessage });
    return undefined;
  }
  if (!caller.isOperator) {
    request.log.warn({ statusCode: 403, path: request.routeOptions.url, sub: caller.sub }, 'admin: not an operator');
    void sendRefusal(reply, { status: 403, error: 'forbidden', message: notOperatorMessage });
    return undefined;
  }
  return caller;
}

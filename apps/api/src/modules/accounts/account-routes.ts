// /api/account/*: the signed-in customer's profile, cart and wishlist, kept on the server so they follow the customer.
import { apiPaths, maxCartLines } from '@partybox/contracts';
import { accountAnswerSchema, profileAnswerSchema, savedCartSchema, savedWishlistSchema } from '@partybox/contracts/account-answers';
import { profileRequestSchema } from '@partybox/contracts/accounts';
import { accountValidators } from './http/account-validators';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signedOutMessage, sendRefusal } from './http/identity-errors';
import { signedInSub } from './http/session-cookies';
import { accountCustomer, documented } from './auth-routes';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import type { IdentityService } from './identity/identity-service';
import type { CustomerStore } from './customer-store';

/** The most saved themes a wishlist keeps. */
const maxWishlistItems = 100;

/** A list the storefront sends back as it keeps it: objects, each naming its theme, at most `max`. */
function savedItems(body: unknown, key: 'lines' | 'items', max: number, field: string): Record<string, unknown>[] {
  const list = (body as Record<string, unknown> | null)?.[key];
  const ok = Array.isArray(list) && list.length <= max && list.every((item) => typeof item === 'object' && item !== null && typeof item.themeId === 'string');
  if (!ok) throw new ValidationFailed([{ field, message: `Keep at most ${max} party boxes here` }]);
  return list as Record<string, unknown>[];
}

export async function accountRoutes(app: FastifyInstance, { identity, customers }: { identity: IdentityService; customers: CustomerStore }): Promise<void> {
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const sub = await signedInSub(request, reply, identity, customers);
    if (!sub) void sendRefusal(reply, { status: 401, error: 'signed_out', message: signedOutMessage });
    return sub;
  };

  app.get(apiPaths.account, documented('The signed-in customer: profile, saved cart and wishlist', undefined, accountAnswerSchema), async (request, reply) => {
    const sub = await signedIn(request, reply);
    if (!sub) return reply;
    const record = await customers.get(sub);
    if (!record) return sendRefusal(reply, { status: 401, error: 'signed_out', message: signedOutMessage });
    return { customer: accountCustomer(record), cart: record.Cart ?? [], wishlist: record.Wishlist ?? [], memberSince: record.CreatedAt };
  });

  app.put(apiPaths.accountProfile, documented('Change the name and e-mail', profileRequestSchema, profileAnswerSchema), async (request, reply) => {
    const sub = await signedIn(request, reply);
    if (!sub) return reply;
    const result = (await accountValidators()).validateProfile(request.body);
    if (!result.ok) throw new ValidationFailed(result.errors);
    const record = await customers.update(sub, { Name: result.value.name.trim(), Email: result.value.email.trim() });
    return { customer: accountCustomer(record) };
  });

  app.put(
    apiPaths.accountCart,
    documented('Save the cart lines (display snapshots; orders are always repriced)', undefined, savedCartSchema),
    async (request, reply) => {
      const sub = await signedIn(request, reply);
      if (!sub) return reply;
      const record = await customers.update(sub, { Cart: savedItems(request.body, 'lines', maxCartLines, 'lines') });
      return { cart: record.Cart ?? [] };
    },
  );

  app.put(apiPaths.accountWishlist, documented('Save the wishlist', undefined, savedWishlistSchema), async (request, reply) => {
    const sub = await signedIn(request, reply);
    if (!sub) return reply;
    const record = await customers.update(sub, { Wishlist: savedItems(request.body, 'items', maxWishlistItems, 'items') });
    return { wishlist: record.Wishlist ?? [] };
  });
}

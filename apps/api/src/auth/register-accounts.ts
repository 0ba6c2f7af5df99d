// Plugs customer accounts into the server: cookies, the Origin check, /api/auth/* and /api/account/*.
import cookie from '@fastify/cookie';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FastifyInstance } from 'fastify';
import type { Tables } from '../db/tables';
import type { Config } from '../env';
import { accountRoutes } from '../customers/account-routes';
import { CustomerStore } from '../customers/customer-store';
import type { IdentityService } from '../identity/identity-service';
import { authRoutes } from './auth-routes';
import { registerOriginCheck } from './origin-check';

const defaultLimits = { perPhone: 10, perAddress: 60, windowSeconds: 15 * 60 };

/** Registers accounts on `app`; without an identity service only the Origin check applies. */
export async function registerAccounts(
  app: FastifyInstance,
  deps: { config: Config; identity?: IdentityService; db: DynamoDBDocumentClient; tables: Tables; now: () => Date },
): Promise<void> {
  registerOriginCheck(app, deps.config.siteOrigin);
  if (!deps.identity) return;
  await app.register(cookie);
  const customers = new CustomerStore(deps.db, deps.tables.customer.name, deps.now);
  authRoutes(app, { identity: deps.identity, customers, limits: deps.config.authLimits ?? defaultLimits });
  accountRoutes(app, { identity: deps.identity, customers });
}

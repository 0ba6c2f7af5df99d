// The services every route plugin receives through `fastify.decorate`, typed here by declaration merging (as the
// Fastify demo app does), instead of a wide `deps` object passed to each route function.
import type { RuleContext } from '@partybox/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCustomer } from './modules/accounts';
import type { CustomQuotes } from './modules/inbox';
import type { CheckoutService } from './modules/checkout';
import type { DeliveryCalendarService } from './modules/delivery';
import type { Repository } from './platform/db/repository';
import type { Tables } from './platform/db/tables';
import type { CatalogIndex } from './platform/catalog/catalog-index';
import type { RateLimits } from './platform/env/env';
import type { RetryLedger } from './platform/limits/rate-limits';
import type { OrderRepository, OrderService } from './modules/orders';
import type { PaymentAttempts, PaymentLinksApi, PaymentService } from './modules/payments';

/** The clock and what is derived from it, and the server's ids. Tests pass a clock they control. */
export interface Clock {
  now(): Date;
  /** Today in India (YYYY-MM-DD). */
  today(): string;
  /** Today's rules: India's date, the lead time and the delivery area. */
  ruleContext(): RuleContext;
  /** A server-made id (UUIDv7). */
  newId(): string;
}

export interface ApiServices {
  /** Reads and writes of the form records (contact, suggestions, subscribers, customizations, the inboxes). */
  readonly repository: Repository;
  readonly tables: Tables;
  readonly catalogIndex: CatalogIndex;
  readonly clock: Clock;
  /** Each route's budget per address per minute, and the ledger that lets retries through. */
  readonly budgets: { readonly limits: RateLimits; readonly ledger: RetryLedger };
  /** The signed-in customer of a request (renewing an expired access token); undefined for guests or without accounts. */
  readonly sessionOf: (request: FastifyRequest, reply: FastifyReply) => Promise<SessionCustomer | undefined>;
  /** Whether customer accounts are on (the account routes exist). */
  readonly accountsEnabled: boolean;
  /** Every read and write of an order. */
  readonly orders: OrderRepository;
  /** The order workflows: place, move, cancel (with its refund), note, rotate link. */
  readonly orderService: OrderService;
  /** The server-owned checkout. */
  readonly checkouts: CheckoutService;
  /** The delivery calendar: the customer's days and slots, reservations, the operators' day changes. */
  readonly deliveryCalendar: DeliveryCalendarService;
  /** Tells the dispatcher that a write just put messages in an outbox. */
  readonly messagesWaiting: () => void;
  /** ORDER_LINK_SECRET: the key of the link tokens in customer messages. */
  readonly linkSecret: string;
  /** Online payments: verification, webhooks, captures and refunds. */
  readonly payments: PaymentService;
  /** The Razorpay order each attempt to pay is made against (one per attempt, however many requests race). */
  readonly paymentAttempts: PaymentAttempts;
  /** Razorpay Payment Links for what an order owes or a /custom request's quote, and their payment_link.paid. */
  readonly paymentLinks: PaymentLinksApi;
  /** The quotes the team sends for /custom requests (kept on the request, with their texts). */
  readonly customQuotes: CustomQuotes;
}

declare module 'fastify' {
  // Declaration merging: each service is a decorator of the root instance, seen by every route plugin.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyInstance extends ApiServices {}
}

/** Decorates the root instance with every service (before the route plugins are registered). */
export function decorateServices(app: FastifyInstance, services: ApiServices): void {
  for (const [name, value] of Object.entries(services) as [keyof ApiServices, never][]) app.decorate(name, value);
}

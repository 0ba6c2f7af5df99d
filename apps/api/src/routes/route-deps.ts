// What every route module receives from createServer.
import type { RuleContext } from '@partybox/contracts';
import type { SessionReader } from '../auth/register-accounts';
import type { Repository } from '../db/repository';
import type { Tables } from '../db/tables';
import type { CatalogIndex } from '../domain/catalog-index';
import type { RateLimits, RetryLedger } from '../http/limits';
import type { OrderStore } from '../operations/order-store';

export interface RouteDeps {
  readonly repo: Repository;
  readonly tables: Tables;
  readonly catalog: CatalogIndex;
  /** The clock; tests pass a fixed one. */
  readonly now: () => Date;
  /** Makes the server's ids (UUIDv7). */
  readonly newId: () => string;
  /** Today's rules: India's date, the lead time and the delivery area. */
  readonly ruleContext: () => RuleContext;
  /** Each route's budget, per address per minute. */
  readonly limits: RateLimits;
  /** Lets retries of an answered write through without spending the budget. */
  readonly ledger: RetryLedger;
  /** The signed-in customer of a request, when accounts are on (orders carry them and list by them). */
  readonly session?: SessionReader;
  /** Orders by number and their lifecycle changes. */
  readonly orders: OrderStore;
  /** Today's date in India (YYYY-MM-DD). */
  readonly today: () => string;
  /** Tells the dispatcher that a write just put messages in an outbox. */
  readonly messagesWaiting: () => void;
  /** ORDER_LINK_SECRET: the key of the link tokens in customer messages. */
  readonly linkSecret: string;
}

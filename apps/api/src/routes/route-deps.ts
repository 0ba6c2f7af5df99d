// What every route module receives from createServer.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RuleContext } from '@partybox/contracts';
import type { RouteShorthandOptions } from 'fastify';
import type { Tables } from '../db/tables';
import type { CatalogIndex } from '../domain/catalog-index';

export interface RouteDeps {
  readonly db: DynamoDBDocumentClient;
  readonly tables: Tables;
  readonly catalog: CatalogIndex;
  /** The clock; tests pass a fixed one. */
  readonly now: () => Date;
  /** Today's rules: India's date, the lead time and the delivery area. */
  readonly ruleContext: () => RuleContext;
  /** Options for every write route (the shared rate limit). */
  readonly write: RouteShorthandOptions;
}

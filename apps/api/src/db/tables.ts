// Every DynamoDB table the API uses, defined once: its name (from records.ts, with the configured prefix), its key and
// its index. Records made by a write are keyed by the write's Idempotency-Key, so one conditional PutItem both stores
// and deduplicates; the server-made `id` is an attribute, read through the `byId` global secondary index.
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { tableNames } from './records';

/** The kinds of record the API stores, one table each. */
export type TableKind = keyof typeof tableNames;

/** The name of the global secondary index that finds a record by its server-made `id`. */
export const idIndexName = 'byId';

/** A table as the API sees it: the kind of record, its full name, its (string) partition key and its id index. */
export interface TableDefinition {
  readonly kind: TableKind;
  readonly name: string;
  readonly keyName: 'IdempotencyKey' | 'email' | 'sub';
  /** Set for tables whose records have a server-made `id` (all but the subscribers and customers, keyed by their own key). */
  readonly idIndex?: typeof idIndexName;
}

const keyNames: Record<TableKind, TableDefinition['keyName']> = {
  contact: 'IdempotencyKey',
  customization: 'IdempotencyKey',
  delivery: 'IdempotencyKey',
  suggestion: 'IdempotencyKey',
  order: 'IdempotencyKey',
  subscriber: 'email',
  customer: 'sub',
};

/** The table names, by kind, with `prefix` prepended (for stages sharing one account). */
export type Tables = { readonly [K in TableKind]: TableDefinition };

/** All table definitions for a prefix. */
export function tablesFor(prefix = ''): Tables {
  const entries = (Object.keys(tableNames) as TableKind[]).map((kind) => {
    const keyName = keyNames[kind];
    const table: TableDefinition = { kind, name: `${prefix}${tableNames[kind]}`, keyName, ...(keyName === 'IdempotencyKey' && { idIndex: idIndexName }) };
    return [kind, table];
  });
  return Object.fromEntries(entries) as Tables;
}

/**
 * The CreateTable request for a table: one string hash key, billed per request, and for records with an `id` a
 * global secondary index on it that projects every attribute. (On AWS a GSI is eventually consistent, usually within
 * a second; dynalite updates it with the write.)
 */
export function createTableInput(table: TableDefinition): CreateTableCommandInput {
  return {
    TableName: table.name,
    AttributeDefinitions: [
      { AttributeName: table.keyName, AttributeType: 'S' },
      ...(table.idIndex ? [{ AttributeName: 'id', AttributeType: 'S' as const }] : []),
    ],
    KeySchema: [{ AttributeName: table.keyName, KeyType: 'HASH' }],
    ...(table.idIndex && {
      GlobalSecondaryIndexes: [{ IndexName: table.idIndex, KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }], Projection: { ProjectionType: 'ALL' } }],
    }),
    BillingMode: 'PAY_PER_REQUEST',
  };
}

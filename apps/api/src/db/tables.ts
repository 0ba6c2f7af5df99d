// Every DynamoDB table the API uses, defined once: its name (from records.ts, with the configured prefix) and key.
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { tableNames } from './records';

/** The kinds of record the API stores, one table each. */
export type TableKind = keyof typeof tableNames;

/** A table as the API sees it: the kind of record, its full name and its (string) partition key. */
export interface TableDefinition {
  readonly kind: TableKind;
  readonly name: string;
  readonly keyName: 'id' | 'email' | 'sub';
}

const keyNames: Record<TableKind, TableDefinition['keyName']> = {
  contact: 'id',
  customization: 'id',
  delivery: 'id',
  suggestion: 'id',
  order: 'id',
  subscriber: 'email',
  customer: 'sub',
};

/** The table names, by kind, with `prefix` prepended (for stages sharing one account). */
export type Tables = { readonly [K in TableKind]: TableDefinition };

/** All table definitions for a prefix. */
export function tablesFor(prefix = ''): Tables {
  const entries = (Object.keys(tableNames) as TableKind[]).map((kind) => [
    kind,
    { kind, name: `${prefix}${tableNames[kind]}`, keyName: keyNames[kind] } satisfies TableDefinition,
  ]);
  return Object.fromEntries(entries) as Tables;
}

/** The CreateTable request for a table: one string hash key, billed per request. */
export function createTableInput(table: TableDefinition): CreateTableCommandInput {
  return {
    TableName: table.name,
    AttributeDefinitions: [{ AttributeName: table.keyName, AttributeType: 'S' }],
    KeySchema: [{ AttributeName: table.keyName, KeyType: 'HASH' }],
    BillingMode: 'PAY_PER_REQUEST',
  };
}

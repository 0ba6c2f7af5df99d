// The DynamoDB tables, made from the API's own definitions (apps/api/src/platform/db/tables.ts): each table's CreateTable
// request is turned into a CDK table, so a table or index added to the API is deployed without touching this file.
import { tablesFor, createTableInput, projectionOf, retiredOrderIndexes, type ListIndex, type TableDefinition } from '@partybox/api';
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';

const attributeTypes = { S: AttributeType.STRING, N: AttributeType.NUMBER, B: AttributeType.BINARY } as const;
const projections = { ALL: ProjectionType.ALL, KEYS_ONLY: ProjectionType.KEYS_ONLY, INCLUDE: ProjectionType.INCLUDE } as const;

type KeySchema = readonly { AttributeName?: string; KeyType?: string }[] | undefined;

/** A deployed table and the index names it has, for grants and tests. */
export interface DeployedTable {
  readonly definition: TableDefinition;
  readonly table: Table;
  readonly indexNames: readonly string[];
}

/**
 * A step of the orders' index rollout (apps/infra/README.md): DynamoDB cannot change an index's projection and
 * CloudFormation creates or deletes one index per table update, so `add` deploys `byEventDateStatus` beside every
 * retired index, and each later step drops one of them, in `droppedInTurn`'s order: `drop-status` drops `byStatus`,
 * `drop-event-date` drops `byEventDate`, `drop-number` drops `byOrderNumber`, `drop-placed` drops `byPlacedAt`, and
 * the final stack (no step) drops `byPhone`. An index the new code no longer reads stays until a step after the code went live (the function is
 * updated after the table, so the code running while a step deploys still finds it). Chosen at synth with
 * ORDER_INDEX_STEP (bin/synth.ts).
 */
export const orderIndexSteps = ['add', 'drop-status', 'drop-event-date', 'drop-number', 'drop-placed'] as const;
export type OrderIndexStep = (typeof orderIndexSteps)[number];

/** The retired order indexes in the order the steps drop them, one a step after `add`. */
const droppedInTurn = [
  retiredOrderIndexes.byStatus,
  retiredOrderIndexes.byEventDate,
  retiredOrderIndexes.byOrderNumber,
  retiredOrderIndexes.byPlacedAt,
  retiredOrderIndexes.byPhone,
];

/** The retired order indexes a step still keeps. */
const keptRetiredIndexes = (step: OrderIndexStep | undefined) => (step === undefined ? [] : droppedInTurn.slice(orderIndexSteps.indexOf(step)));

/** On-demand tables with point-in-time recovery and deletion protection, kept when the stack is deleted; TTL where defined. */
export class PartyBoxTables extends Construct {
  readonly tables: readonly DeployedTable[];

  constructor(scope: Construct, id: string, props: { tablePrefix: string; orderIndexStep?: OrderIndexStep }) {
    super(scope, id);
    this.tables = Object.values(tablesFor(props.tablePrefix)).map((definition) =>
      this.deploy(definition, definition.kind === 'order' ? keptRetiredIndexes(props.orderIndexStep) : []),
    );
  }

  private deploy(definition: TableDefinition, retired: readonly ListIndex[]): DeployedTable {
    const created = createTableInput(definition);
    // The retired indexes a rollout step keeps, as CreateTable would have them (keys are strings, like every index key).
    const input = {
      ...created,
      AttributeDefinitions: [
        ...(created.AttributeDefinitions ?? []),
        ...retired
          .flatMap((index) => (index.rangeKey ? [index.hashKey, index.rangeKey] : [index.hashKey]))
          .filter((name, at, all) => all.indexOf(name) === at && !created.AttributeDefinitions?.some((a) => a.AttributeName === name))
          .map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
      ],
      GlobalSecondaryIndexes: [
        ...(created.GlobalSecondaryIndexes ?? []),
        ...retired.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.hashKey, KeyType: 'HASH' as const },
            ...(index.rangeKey ? [{ AttributeName: index.rangeKey, KeyType: 'RANGE' as const }] : []),
          ],
          Projection: projectionOf(index),
        })),
      ],
    };
    const types = new Map((input.AttributeDefinitions ?? []).map((a) => [a.AttributeName, a.AttributeType]));
    const key = (schema: KeySchema, kind: 'HASH' | 'RANGE'): Attribute | undefined => {
      const name = schema?.find((k) => k.KeyType === kind)?.AttributeName;
      if (!name) return undefined;
      const type = types.get(name) as keyof typeof attributeTypes | undefined;
      if (!type) throw new Error(`${input.TableName}: key ${name} has no attribute definition`);
      return { name, type: attributeTypes[type] };
    };
    if (input.BillingMode !== 'PAY_PER_REQUEST') throw new Error(`${input.TableName}: the API defines ${input.BillingMode}; only on-demand is deployed`);
    const table = new Table(this, definition.kind, {
      tableName: input.TableName,
      partitionKey: key(input.KeySchema, 'HASH')!,
      sortKey: key(input.KeySchema, 'RANGE'),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
      // DynamoDB deletes an item some time (up to days) after this epoch second; the API checks it on every read.
      ...(definition.ttlAttribute && { timeToLiveAttribute: definition.ttlAttribute }),
    });
    const indexes = input.GlobalSecondaryIndexes ?? [];
    for (const index of indexes) {
      const projection = (index.Projection?.ProjectionType ?? 'ALL') as keyof typeof projections;
      table.addGlobalSecondaryIndex({
        indexName: index.IndexName!,
        partitionKey: key(index.KeySchema, 'HASH')!,
        sortKey: key(index.KeySchema, 'RANGE'),
        projectionType: projections[projection],
        ...(projection === 'INCLUDE' && { nonKeyAttributes: index.Projection?.NonKeyAttributes ?? [] }),
      });
    }
    return { definition, table, indexNames: indexes.map((index) => index.IndexName!) };
  }
}

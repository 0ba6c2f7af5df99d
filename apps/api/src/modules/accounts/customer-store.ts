// The customers table: one item per account, keyed by the Cognito `sub`.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CustomerRecord } from '../../platform/db/records';
import { update } from '../../platform/db/update-expression';

export class CustomerStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => Date,
  ) {}

  async get(sub: string): Promise<CustomerRecord | undefined> {
    return (await this.db.send(new GetCommand({ TableName: this.table, Key: { sub }, ConsistentRead: true }))).Item as CustomerRecord | undefined;
  }

  /** Sets these attributes (creating the item at first sign-in, keeping its CreatedAt) and answers the whole item. */
  async update(sub: string, changes: Partial<Omit<CustomerRecord, 'sub' | 'CreatedAt' | 'UpdatedAt'>>): Promise<CustomerRecord> {
    const at = this.now().toISOString();
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const result = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { sub },
        ...update().setAll(set).set('UpdatedAt', at).setIfMissing('CreatedAt', at).build(),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes as CustomerRecord;
  }

  /**
   * Refuses, from now on, every token of a sign-in before `at` (seconds): sets SignedOutAt, only on an existing record
   * (an account that never signed in has no token to refuse).
   */
  async signOut(sub: string, at: number): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { sub },
          ...update().set('SignedOutAt', at).set('UpdatedAt', this.now().toISOString()).exists('sub').build(),
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
}

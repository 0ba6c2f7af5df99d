// Every DynamoDB read and write of a checkout (PartyBoxCheckouts). Reads are strongly consistent GetItems by its id;
// each write is ONE conditional write on the item, so two tabs, two servers or two racing completes can never both win.
import type { CheckoutRecord } from '../../platform/db/records';
import { isConditionFailure, type Repository } from '../../platform/db/repository';
import type { TableDefinition } from '../../platform/db/tables';
import { update } from '../../platform/db/update-expression';

export class CheckoutRepository {
  constructor(
    private readonly repo: Repository,
    private readonly table: TableDefinition,
  ) {}

  /** The checkout with this id, as it is now (a strongly consistent GetItem), or undefined. */
  async get(id: string): Promise<CheckoutRecord | undefined> {
    return this.repo.getByKey<CheckoutRecord>(this.table, id);
  }

  /** Stores a new checkout (its id is a fresh random UUID: the condition only guards against the impossible clash). */
  async create(record: CheckoutRecord): Promise<void> {
    const { created } = await this.repo.putOnce(this.table, record);
    if (!created) throw new Error(`checkout ${record.id} already exists`);
  }

  /**
   * One conditional UpdateItem: sets `fields` (and removes `removed`) and increments `Version`, IF the checkout is still
   * at `version`, still open (so never after complete) and not expired at `nowSeconds`. Answers the checkout after it, or undefined when the
   * condition failed (re-read it to see why).
   */
  async update(
    id: string,
    version: number,
    nowSeconds: number,
    fields: Record<string, unknown>,
    removed: readonly string[] = [],
  ): Promise<CheckoutRecord | undefined> {
    const u = update()
      .set('Version', version + 1)
      .setAll(fields)
      .remove(...removed)
      .exists('id')
      .equals('Version', version)
      .equals('Status', 'open');
    u.when(`${u.name('ExpiresAt')} > ${u.value(nowSeconds)}`);
    try {
      return await this.repo.update<CheckoutRecord>({ TableName: this.table.name, Key: { id }, ...u.build() });
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }
}

// Every DynamoDB read and write of a checkout (PartyBoxCheckouts). Reads are strongly consistent GetItems by its id;
// each write is ONE conditional write on the item, so two tabs, two servers or two racing completes can never both win.
import type { CheckoutRecord } from '../../platform/db/records';
import { isConditionFailure, type Repository } from '../../platform/db/repository';
import { openDraft, openDraftsIndex, type TableDefinition } from '../../platform/db/tables';
import { update, type UpdateExpression } from '../../platform/db/update-expression';

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
   * The open draft orders, newest first: a Query on the keys-only `openDrafts` index, then each draft by key (strongly
   * consistent), so one placed or discarded a moment ago is read as it is now (the caller drops those).
   */
  async openDrafts(limit: number): Promise<CheckoutRecord[]> {
    return (await this.repo.listNewest<CheckoutRecord>(this.table, openDraftsIndex, openDraft, limit)).items;
  }

  /**
   * Discards the open draft `id`: ONE conditional UpdateItem, IF it is still an open draft (not placed, not expired at
   * `nowSeconds`), that expires it now and takes it off the open drafts. Answers it after, or undefined when the
   * condition failed (re-read it to see why: discarded already, placed, or expired).
   */
  async discard(id: string, nowSeconds: number, by: string, at: string): Promise<CheckoutRecord | undefined> {
    const u = update().set('DiscardedAt', at).set('DiscardedBy', by).set('UpdatedAt', at).set('ExpiresAt', nowSeconds).remove('DraftOpen', 'DeliveryHold');
    return this.whileOpen(id, u.exists('id').exists('DraftBy').equals('Status', 'open'), nowSeconds);
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
    return this.whileOpen(id, u, nowSeconds);
  }

  /** Runs the update `u` only while the checkout has not expired at `nowSeconds`; undefined when a condition failed. */
  private async whileOpen(id: string, u: UpdateExpression, nowSeconds: number): Promise<CheckoutRecord | undefined> {
    u.when(`${u.name('ExpiresAt')} > ${u.value(nowSeconds)}`);
    try {
      return await this.repo.update<CheckoutRecord>({ TableName: this.table.name, Key: { id }, ...u.build() });
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }
}

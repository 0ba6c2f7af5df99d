// Draft orders saved before the drafts list (/admin/drafts reads the checkouts' openDrafts index, keyed by `DraftOpen`)
// lack the attribute the index needs. The open ones (not placed, discarded or expired) get it, each with a conditional
// UpdateItem, so running it twice, or while the store runs, opens nothing twice and reopens nothing closed meanwhile.
// Both upgrades call it: `pnpm db:backfill` (AWS) and the embedded store's start when it rebuilt the checkouts table.
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CheckoutRecord } from './records';
import { scan, updateOnce } from './maintenance';
import { openDraft, type TableDefinition } from './tables';
import { update } from './update-expression';

/** Gives each open draft order of `checkouts` still without `DraftOpen` the attribute; answers how many it changed. */
export async function openSavedDrafts(db: DynamoDBDocumentClient, checkouts: TableDefinition, now: () => Date = () => new Date()): Promise<number> {
  const nowSeconds = Math.floor(now().getTime() / 1000);
  let changed = 0;
  for await (const record of scan<CheckoutRecord>(db, checkouts.name)) {
    const open = record.DraftBy && record.Status === 'open' && !record.OrderId && !record.DiscardedAt && (record.ExpiresAt ?? 0) > nowSeconds;
    if (!open || record.DraftOpen) continue;
    const u = update()
      .set('DraftOpen', openDraft)
      .exists(checkouts.keyName)
      .missing('DraftOpen')
      .equals('Status', 'open')
      .missing('OrderId')
      .missing('DiscardedAt');
    u.when(`${u.name('ExpiresAt')} > ${u.value(nowSeconds)}`);
    const key = { [checkouts.keyName]: (record as Record<string, unknown>)[checkouts.keyName] };
    if (await updateOnce(db, { TableName: checkouts.name, Key: key, ...u.build() })) changed++;
  }
  return changed;
}

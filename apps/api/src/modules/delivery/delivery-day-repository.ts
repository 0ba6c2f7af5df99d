// Every read and write of the delivery calendar's days (PartyBoxDeliveryDays): one item per date holding who booked
// each slot (string sets), the checkouts holding a place for a few minutes (a map), the operator's block and capacity
// for that day, and a Version. A hold or a booking is ONE conditional UpdateItem on that item, made only if the day is
// still at the Version it was read at (a condition cannot count the unexpired entries of a map, so the service counts
// them on the item it read and the Version proves nobody wrote in between). Every other write of a day moves the
// Version on too, so it holds on any number of server processes without a transaction (dynalite has none).
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { IdempotencyKeyReusedError, isConditionFailure, type Repository } from '../../platform/db/repository';
import type { TableDefinition } from '../../platform/db/tables';

/** A checkout's hold on one slot of a day: the slot's id and the moment it ends (epoch milliseconds). */
export interface DayHold {
  readonly Slot: string;
  readonly Until: number;
}

/** A day's item as stored. Slot sets are attributes named `Slot_<slot id>`; DynamoDB removes a set when it empties. */
export interface DeliveryDayRecord {
  readonly Date: string;
  /** Moved on by every write of the day; absent on a day never written since holds were added. */
  readonly Version?: number;
  /** Places held by checkouts, by the checkout's hash (the holder): each counts for everyone else until `Until`. */
  readonly Holds?: Readonly<Record<string, DayHold>>;
  /** Every holder booked on the day, whatever the slot: its size is the day's count. */
  readonly Orders?: Set<string>;
  /** The operator's block: the reason customers read. */
  readonly BlockedReason?: string;
  /** The operator's capacity for the day, in orders, instead of the catalog's. */
  readonly Capacity?: number;
  readonly UpdatedBy?: string;
  readonly UpdatedAt?: string;
  /** The last operator change's Idempotency-Key and request hash (a reused key with another body is refused). */
  readonly LastKey?: string;
  readonly LastHash?: string;
  readonly [slot: `Slot_${string}`]: Set<string> | undefined;
}

/** The attribute holding a slot's holders. */
export const slotAttribute = (slotId: string): `Slot_${string}` => `Slot_${slotId}`;

/**
 * One write of a day's bookings and holds, decided on the item as read: the whole map of holds it leaves (expired ones
 * pruned), and the holder to book into a slot (moved out of `leaving`, the day's other slots, when it was booked there).
 */
export interface DayWrite {
  readonly holds: Readonly<Record<string, DayHold>>;
  readonly book?: { readonly holder: string; readonly slotId: string; readonly leaving: readonly string[] };
}

/** An operator's change to one day: undefined leaves a setting as it is, null clears it. */
export interface DaySettings {
  readonly blockedReason?: string | null;
  readonly capacity?: number | null;
}

const batchSize = 100;

export class DeliveryDayRepository {
  constructor(
    private readonly repo: Repository,
    readonly table: TableDefinition,
  ) {}

  /** The stored days among `dates` (strongly consistent reads, 100 keys a call), by date; a date never written is absent. */
  async read(dates: readonly string[]): Promise<Map<string, DeliveryDayRecord>> {
    const found = new Map<string, DeliveryDayRecord>();
    for (let start = 0; start < dates.length; start += batchSize) {
      let keys: Record<string, unknown>[] = dates.slice(start, start + batchSize).map((date) => ({ Date: date }));
      // BatchGetItem may leave keys unprocessed under load: ask again for those until none is left.
      while (keys.length > 0) {
        const answer = await this.repo.guard(() =>
          this.repo.db.send(new BatchGetCommand({ RequestItems: { [this.table.name]: { Keys: keys, ConsistentRead: true } } })),
        );
        for (const item of answer.Responses?.[this.table.name] ?? []) found.set(String(item.Date), item as DeliveryDayRecord);
        keys = (answer.UnprocessedKeys?.[this.table.name]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
    return found;
  }

  /**
   * Makes `write` on `date` only if the day is still at `version` (undefined: never versioned): ONE conditional
   * UpdateItem. False when another write came first: read the day again and decide again.
   */
  async writeAt(date: string, version: number | undefined, write: DayWrite): Promise<boolean> {
    const names: Record<string, string> = { '#version': 'Version', '#holds': 'Holds' };
    const values: Record<string, unknown> = { ':next': (version ?? 0) + 1 };
    const holdsLeft = Object.keys(write.holds).length > 0;
    if (holdsLeft) values[':holds'] = write.holds;
    let expression = `SET #version = :next${holdsLeft ? ', #holds = :holds' : ''}${holdsLeft ? '' : ' REMOVE #holds'}`;
    if (write.book) {
      const { holder, slotId, leaving } = write.book;
      values[':holders'] = new Set([holder]);
      Object.assign(names, { '#orders': 'Orders', '#slot': slotAttribute(slotId) });
      expression += ' ADD #orders :holders, #slot :holders';
      leaving.forEach((other, i) => (names[`#left${i}`] = slotAttribute(other)));
      if (leaving.length > 0) expression += ` DELETE ${leaving.map((_, i) => `#left${i} :holders`).join(', ')}`;
    }
    if (version !== undefined) values[':version'] = version;
    return this.repo.updateIf({
      TableName: this.table.name,
      Key: { Date: date },
      UpdateExpression: expression,
      ConditionExpression: version === undefined ? 'attribute_not_exists(#version)' : '#version = :version',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    });
  }

  /** Gives the holder's place on `date` back (from the day and the slot): a second release changes nothing. */
  async release(date: string, slotId: string, holder: string): Promise<void> {
    await this.repo.update({
      TableName: this.table.name,
      Key: { Date: date },
      // The Version moves on too, so a booking decided on the day as it was before is made again on the day as it is.
      UpdateExpression: 'SET #version = if_not_exists(#version, :zero) + :one DELETE #orders :holders, #slot :holders',
      ExpressionAttributeNames: { '#orders': 'Orders', '#slot': slotAttribute(slotId), '#version': 'Version' },
      ExpressionAttributeValues: { ':holders': new Set([holder]), ':zero': 0, ':one': 1 },
    });
  }

  /**
   * Sets or clears an operator's block and capacity for `date`: one UpdateItem, refused (IdempotencyKeyReusedError)
   * when `key` was the last change's key with another body; the same key and body again changes nothing new.
   */
  async change(date: string, settings: DaySettings, stamp: { by: string; at: string; key: string; hash: string }): Promise<DeliveryDayRecord> {
    const names: Record<string, string> = { '#by': 'UpdatedBy', '#at': 'UpdatedAt', '#key': 'LastKey', '#hash': 'LastHash', '#version': 'Version' };
    const values: Record<string, unknown> = { ':by': stamp.by, ':at': stamp.at, ':key': stamp.key, ':hash': stamp.hash, ':zero': 0, ':one': 1 };
    // A block or a lower capacity moves the Version on: a hold or booking decided before it is decided again after it.
    const sets = ['#by = :by', '#at = :at', '#key = :key', '#hash = :hash', '#version = if_not_exists(#version, :zero) + :one'];
    const removes: string[] = [];
    const apply = (attribute: string, value: string | number | null | undefined) => {
      if (value === undefined) return;
      names[`#${attribute}`] = attribute;
      if (value === null) removes.push(`#${attribute}`);
      else {
        values[`:${attribute}`] = value;
        sets.push(`#${attribute} = :${attribute}`);
      }
    };
    apply('BlockedReason', settings.blockedReason);
    apply('Capacity', settings.capacity);
    try {
      return await this.repo.update<DeliveryDayRecord>({
        TableName: this.table.name,
        Key: { Date: date },
        UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_not_exists(#key) OR #key <> :key OR #hash = :hash',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      });
    } catch (error) {
      if (isConditionFailure(error)) throw new IdempotencyKeyReusedError(this.table.name, stamp.key);
      throw error;
    }
  }
}

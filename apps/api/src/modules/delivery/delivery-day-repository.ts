// Every read and write of the delivery calendar's days (PartyBoxDeliveryDays): one item per date holding who booked
// each slot (string sets) and the operator's block and capacity for that day. A reservation is ONE conditional
// UpdateItem on that item, so it holds on any number of server processes without a transaction (dynalite has none):
// the set cannot pass its capacity, and a holder already in it is never counted twice.
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { IdempotencyKeyReusedError, isConditionFailure, type Repository } from '../../platform/db/repository';
import type { TableDefinition } from '../../platform/db/tables';

/** A day's item as stored. Slot sets are attributes named `Slot_<slot id>`; DynamoDB removes a set when it empties. */
export interface DeliveryDayRecord {
  readonly Date: string;
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

/** The capacities a reservation must stay within: the slot's, and the catalog's for the day (an operator's stored one wins). */
export interface ReservationLimits {
  readonly slotCapacity: number;
  readonly catalogDayCapacity: number;
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
   * Books `holder` into the slot of `date`: ONE conditional UpdateItem that adds it to the day's and the slot's sets
   * only while the holder is in neither, the day is not blocked by an operator, the slot has room and the day has room
   * (by the operator's capacity when one is stored, else the catalog's). False when the condition did not hold: read
   * the day to tell "already yours" from "full" or "blocked".
   */
  async reserve(date: string, slotId: string, holder: string, limits: ReservationLimits): Promise<boolean> {
    return this.repo.updateIf({
      TableName: this.table.name,
      Key: { Date: date },
      UpdateExpression: 'ADD #orders :holders, #slot :holders',
      ConditionExpression: [
        'NOT contains(#orders, :holder)',
        'attribute_not_exists(#blocked)',
        '(attribute_not_exists(#slot) OR size(#slot) < :slotCapacity)',
        '((attribute_not_exists(#capacity) AND (attribute_not_exists(#orders) OR size(#orders) < :dayCapacity))' +
          ' OR (attribute_exists(#capacity) AND ((attribute_not_exists(#orders) AND #capacity > :none) OR size(#orders) < #capacity)))',
      ].join(' AND '),
      ExpressionAttributeNames: { '#orders': 'Orders', '#slot': slotAttribute(slotId), '#blocked': 'BlockedReason', '#capacity': 'Capacity' },
      ExpressionAttributeValues: {
        ':holder': holder,
        ':holders': new Set([holder]),
        ':slotCapacity': limits.slotCapacity,
        ':dayCapacity': limits.catalogDayCapacity,
        ':none': 0,
      },
    });
  }

  /** Gives the holder's place on `date` back (from the day and the slot): a second release changes nothing. */
  async release(date: string, slotId: string, holder: string): Promise<void> {
    await this.repo.update({
      TableName: this.table.name,
      Key: { Date: date },
      UpdateExpression: 'DELETE #orders :holders, #slot :holders',
      ExpressionAttributeNames: { '#orders': 'Orders', '#slot': slotAttribute(slotId) },
      ExpressionAttributeValues: { ':holders': new Set([holder]) },
    });
  }

  /**
   * Sets or clears an operator's block and capacity for `date`: one UpdateItem, refused (IdempotencyKeyReusedError)
   * when `key` was the last change's key with another body; the same key and body again changes nothing new.
   */
  async change(date: string, settings: DaySettings, stamp: { by: string; at: string; key: string; hash: string }): Promise<DeliveryDayRecord> {
    const names: Record<string, string> = { '#by': 'UpdatedBy', '#at': 'UpdatedAt', '#key': 'LastKey', '#hash': 'LastHash' };
    const values: Record<string, unknown> = { ':by': stamp.by, ':at': stamp.at, ':key': stamp.key, ':hash': stamp.hash };
    const sets = ['#by = :by', '#at = :at', '#key = :key', '#hash = :hash'];
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

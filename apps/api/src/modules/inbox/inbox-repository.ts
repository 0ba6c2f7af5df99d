// The console's inboxes: contact messages, /custom requests, theme suggestions and newsletter subscribers. Each record
// meant for the team carries `Inbox` ("open" or "handled"), which puts it in its table's sparse byInbox index; lists
// are Queries on it, newest first, and marking handled is one conditional UpdateItem (who, when).
import type { InboxField, InboxFieldFormat, InboxItem, InboxKind } from '@partybox/contracts/operations';
import type { ContactRecord, CustomizationRecord, SubscriberRecord, SuggestionRecord } from '../../platform/db/records';
import { isConditionFailure, type Repository } from '../../platform/db/repository';
import { inboxIndexName, type InboxState, type TableKind, type Tables } from '../../platform/db/tables';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { update } from '../../platform/db/update-expression';
import { csvDocument } from '../../platform/http/csv';

type InboxRecord = (ContactRecord | CustomizationRecord | SuggestionRecord | SubscriberRecord) & {
  Inbox?: InboxState;
  HandledBy?: string;
  HandledAt?: string;
};

/** The table behind each inbox. */
export const inboxTables: Record<InboxKind, TableKind> = { contact: 'contact', custom: 'customization', suggestions: 'suggestion', subscribers: 'subscriber' };

/** A field as the console shows it; `format` says how to show a day, a time, a moment or a phone. */
const field = (label: string, value: unknown, format?: InboxFieldFormat): InboxField => ({
  label,
  value: value === undefined || value === null ? '' : String(value),
  ...(format && { format }),
});
/**
 * A field the form stores with a default when left empty (the spec's 0 for the counts and age, "NA" for
 * entertainment): that default reads as not given, not as a zero-year-old's party.
 */
const optional = (label: string, value: unknown, stored: number | string) => field(label, value === stored ? '' : value);
const subjectDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "5 Dec 2026" for a YYYY-MM-DD day; anything else as it is. */
const dayOf = (isoDate: string) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? subjectDate.format(new Date(`${isoDate}T12:00:00Z`)) : isoDate);
const yes = (flags: Record<string, boolean>) =>
  Object.entries(flags)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join(', ');

function handledOf(record: InboxRecord) {
  return {
    handled: record.Inbox === 'handled',
    ...(record.Inbox === 'handled' && record.HandledBy && { handledBy: record.HandledBy }),
    ...(record.Inbox === 'handled' && record.HandledAt && { handledAt: record.HandledAt }),
  };
}

/** A record as an inbox item: who sent it, a one-line subject and every field as label and value. */
export function inboxItem(kind: InboxKind, record: InboxRecord): InboxItem {
  if (kind === 'subscribers') {
    const r = record as SubscriberRecord;
    return {
      id: r.email,
      kind,
      receivedAt: r.SubscribedAt,
      from: r.email,
      email: r.email,
      subject: 'Newsletter subscription',
      fields: [field('E-mail', r.email), field('Subscribed', r.SubscribedAt, 'moment')],
      ...handledOf(record),
    };
  }
  if (kind === 'contact') {
    const r = record as ContactRecord;
    return {
      id: r.id,
      kind,
      receivedAt: r.CreatedAt,
      from: `${r.Name} ${r.Surname}`.trim(),
      phone: String(r.Phone),
      email: r.Email,
      subject: r.Messaged.replace(/\s+/g, ' ').slice(0, 120),
      fields: [
        field('First name', r.Name),
        field('Last name', r.Surname),
        field('Phone', r.Phone, 'phone'),
        field('E-mail', r.Email),
        field('Message', r.Messaged),
      ],
      ...handledOf(record),
    };
  }
  if (kind === 'custom') {
    const r = record as CustomizationRecord;
    return {
      id: r.id,
      kind,
      receivedAt: r.CreatedAt,
      from: r.Name,
      phone: r.Phone,
      email: r.email,
      subject: [r.Occasion || 'Custom party', r.ThemeName, r.EventDate && `on ${dayOf(r.EventDate)}`].filter(Boolean).join(' · '),
      fields: [
        field('Name', r.Name),
        field('Phone', r.Phone, 'phone'),
        field('E-mail', r.email),
        field('Occasion', r.Occasion),
        field('Theme', r.ThemeName),
        field('Event date', r.EventDate, 'date'),
        field('Event time', r.EventTime, 'time'),
        field('Venue', r.Venue),
        field('Venue type', r.VenueType),
        optional('Guests', r.GuestCount, 0),
        optional('Age', r.Age, 0),
        field('Favourite colour', r.Color),
        optional('Return gifts', r.ReturnGiftQty, 0),
        optional('Entertainment', r.Entertainment, 'NA'),
        field('Name on the decor', r.DecorName),
        field('Cake', r.CakeDetails),
        field('Instructions', r.Instruction),
      ],
      ...handledOf(record),
      ...(r.Quote && {
        quote: {
          amountRupees: r.Quote.AmountRupees,
          description: r.Quote.Description,
          shortUrl: r.Quote.ShortUrl,
          status: r.Quote.Status,
          at: r.Quote.At,
          by: r.Quote.By,
          ...(r.Quote.PaymentId && { paymentId: r.Quote.PaymentId }),
          ...(r.Quote.PaidAt && { paidAt: r.Quote.PaidAt }),
          ...(r.Quote.OrderNumber && { orderNumber: r.Quote.OrderNumber }),
        },
      }),
    };
  }
  const r = record as SuggestionRecord;
  return {
    id: r.id,
    kind,
    receivedAt: r.CreatedAt,
    from: r.GuestName,
    ...(r.Phone && { phone: r.Phone }),
    ...(r.Email && { email: r.Email }),
    subject: r.ThemeName,
    fields: [
      field('Theme', r.ThemeName),
      field('Description', r.ThemeDescription),
      field('Occasion', r.OccasionType),
      field('Colours', r.ColorScheme),
      field('Event date', r.EventDate, 'date'),
      field('Name', r.GuestName),
      field('Phone', r.Phone, 'phone'),
      field('E-mail', r.Email),
      optional('Guests', r.GuestCount, 0),
      field('Food preferences', r.FoodPreferences),
      field('Props', yes(r.PropsNeeded)),
      field('Add-ons', yes(r.AddOns)),
      field('Notes', r.Notes),
    ],
    ...handledOf(record),
  };
}

export class Inboxes {
  constructor(
    private readonly repo: Repository,
    private readonly tables: Tables,
  ) {}

  /** One page of an inbox, newest first: the open items, or the handled ones. */
  async page(kind: InboxKind, state: InboxState, limit: number, cursor?: string): Promise<{ items: InboxItem[]; nextCursor?: string }> {
    const table = this.tables[inboxTables[kind]];
    const index = table.listIndexes.find((i) => i.name === inboxIndexName)!;
    const page = await this.newest<InboxRecord>(kind, state, limit, decodeCursor(cursor, ['Inbox', index.rangeKey!, table.keyName]));
    const nextCursor = encodeCursor(page.lastKey);
    return { items: page.items.map((record) => inboxItem(kind, record)), ...(nextCursor && { nextCursor }) };
  }

  /** The records of an inbox list, newest first, as stored (its byInbox index holds whole records). */
  async newest<T>(
    kind: InboxKind,
    state: InboxState,
    limit: number,
    start?: Record<string, unknown>,
  ): Promise<{ items: T[]; lastKey?: Record<string, unknown> }> {
    const table = this.tables[inboxTables[kind]];
    return this.repo.query<T>({
      TableName: table.name,
      IndexName: inboxIndexName,
      KeyConditionExpression: '#inbox = :state',
      ExpressionAttributeNames: { '#inbox': 'Inbox' },
      ExpressionAttributeValues: { ':state': state },
      ScanIndexForward: false,
      Limit: limit,
      ...(start && { ExclusiveStartKey: start }),
    });
  }

  /** Every item of an inbox, open and handled, newest first (the subscribers' CSV). Query pages, never a Scan. */
  async all(kind: InboxKind): Promise<InboxItem[]> {
    const items: InboxItem[] = [];
    for (const state of ['open', 'handled'] as const) {
      let cursor: string | undefined;
      do {
        const page = await this.page(kind, state, 500, cursor);
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
    }
    return items.sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : 0));
  }

  /** One item of an inbox with every field, or undefined when there is none (a checkout's customization is no inbox item). */
  async one(kind: InboxKind, id: string): Promise<InboxItem | undefined> {
    const table = this.tables[inboxTables[kind]];
    const record = table.idIndex ? await this.repo.getById<InboxRecord>(table, id) : await this.repo.getByKey<InboxRecord>(table, id);
    return record && (record as { Inbox?: string }).Inbox ? inboxItem(kind, record) : undefined;
  }

  /** Marks an item handled (or open again), saying who and when; undefined when there is no such item in the inbox. */
  async mark(kind: InboxKind, id: string, handled: boolean, by: string, now: Date): Promise<InboxItem | undefined> {
    const table = this.tables[inboxTables[kind]];
    const record = table.idIndex ? await this.repo.getById<InboxRecord>(table, id) : await this.repo.getByKey<InboxRecord>(table, id);
    if (!record) return undefined;
    const key = (record as Record<string, unknown>)[table.keyName];
    try {
      // Only items already in the inbox (a checkout's customization never is).
      const u = update()
        .set('Inbox', handled ? 'handled' : 'open')
        .exists('Inbox');
      if (handled) u.set('HandledBy', by).set('HandledAt', now.toISOString());
      else u.remove('HandledBy', 'HandledAt');
      const updated = await this.repo.update<InboxRecord>({ TableName: table.name, Key: { [table.keyName]: key }, ...u.build() });
      return inboxItem(kind, updated);
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }
}

/** The subscribers as CSV (platform/http/csv.ts: a byte order mark, formula-safe cells): a header row, then one row per subscriber. */
export function subscribersCsv(items: readonly InboxItem[]): string {
  const rows = [
    ['E-mail', 'Subscribed at', 'Handled', 'Handled by', 'Handled at'],
    ...items.map((item) => [item.email ?? item.from, item.receivedAt, item.handled ? 'yes' : 'no', item.handledBy ?? '', item.handledAt ?? '']),
  ];
  return csvDocument(rows);
}

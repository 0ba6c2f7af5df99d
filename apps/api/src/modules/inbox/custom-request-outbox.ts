// The /custom requests (customiseduserdata) as an outbox source: each request for the inbox carries one team entry,
// `team-custom-request`, written by the put that stored it; nothing appends to it later.
import type { CustomizationRecord } from '../../platform/db/records';
import { e164Phone } from '@partybox/contracts/phone';
import type { Repository } from '../../platform/db/repository';
import type { TableDefinition } from '../../platform/db/tables';
import { consoleCustomRequestLink, markKeyOf, messageDate, OutboxTable, type OutboxSource, type RecordValues, type RenderContext } from '../messages';
import type { UpdateExpression } from '../../platform/db/update-expression';

export class CustomRequestOutbox implements OutboxSource<CustomizationRecord> {
  private readonly table: OutboxTable<CustomizationRecord>;

  constructor(repo: Repository, table: TableDefinition) {
    this.table = new OutboxTable(repo, table);
  }

  pendingMessages(now: string, start?: Record<string, unknown>) {
    return this.table.pendingMessages(now, start);
  }

  updateMessages(request: CustomizationRecord, update: UpdateExpression) {
    return this.table.updateMessages(request, update);
  }

  reread(request: CustomizationRecord) {
    return this.table.reread(request);
  }

  /** A request has no version: its outbox only ever grows, so the same length means no message was appended. */
  unchanged(request: CustomizationRecord, update: UpdateExpression): UpdateExpression {
    return update.when(`size(${update.name('Outbox')}) = ${update.value(request.Outbox?.length ?? 0)}`);
  }

  markKey(request: CustomizationRecord): string {
    return markKeyOf('custom-request', request.IdempotencyKey);
  }

  values(request: CustomizationRecord, { siteOrigin, sms }: RenderContext): RecordValues {
    return {
      name: request.Name || 'no name',
      ...(request.Phone && { phone: e164Phone(request.Phone) }),
      // "Birthday (Retro Disco)": the occasion, and the theme the customer named, if any.
      occasion: `${request.Occasion || 'Custom party'}${request.ThemeName ? ` (${request.ThemeName})` : ''}`,
      eventDate: messageDate(request.EventDate, sms),
      link: consoleCustomRequestLink(siteOrigin, request.id),
    };
  }

  orderNumberOf(): string {
    return '';
  }

  logFields(request: CustomizationRecord): Record<string, string> {
    return { customRequestId: request.id };
  }
}

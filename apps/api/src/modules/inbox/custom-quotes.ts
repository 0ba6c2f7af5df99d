// A quote for a /custom request: the team's price and a short description, sent to the customer as a Razorpay Payment
// Link (made by the payments module, handed in by the route), kept on the request (`Quote`) with the text and e-mail
// that carry it in the request's own outbox; when the link is paid (its order placed by the payments module), the
// quote records the payment and the order, once.
import type { CustomizationRecord } from '../../platform/db/records';
import { isConditionFailure, type Repository } from '../../platform/db/repository';
import { messagesPending, type Tables } from '../../platform/db/tables';
import { update } from '../../platform/db/update-expression';
import { outboxEntries } from '../messages';
import { Inboxes, inboxItem } from './inbox-repository';

/** How many of the newest open and of the newest handled requests each reconciliation pass looks at for sent quotes. */
const quotesReconciledPerList = 50;

type Quote = NonNullable<CustomizationRecord['Quote']>;

export class CustomQuotes {
  constructor(
    private readonly deps: { readonly repo: Repository; readonly tables: Tables; readonly newId: () => string; readonly messagesWaiting: () => void },
  ) {}

  /** The /custom request with this id (undefined for none, or a checkout's customization, which is no request). */
  async request(id: string): Promise<CustomizationRecord | undefined> {
    const record = await this.deps.repo.getById<CustomizationRecord>(this.deps.tables.customization, id);
    return record && record.Inbox && !record.CheckoutHash ? record : undefined;
  }

  /** Keeps the quote on the request and queues the customer's text and e-mail with its link; answers the inbox item. */
  async send(request: CustomizationRecord, quote: Quote, now: Date) {
    const table = this.deps.tables.customization;
    const messages = outboxEntries(
      'custom-quote',
      { phone: request.Phone, email: request.email },
      now,
      this.deps.newId,
      quote.Description,
      quote.AmountRupees,
      now,
      quote.ShortUrl,
    );
    const u = update().set('Quote', quote).exists(table.keyName);
    if (messages.length > 0) u.append('Outbox', messages).set('MessagesPending', messagesPending).set('MessagesDueAt', now.toISOString());
    const updated = await this.deps.repo.update<CustomizationRecord>({ TableName: table.name, Key: { [table.keyName]: request.IdempotencyKey }, ...u.build() });
    this.deps.messagesWaiting();
    return inboxItem('custom', updated);
  }

  /** The request whose quote `linkId` is (paid or not yet): what its order is made of; undefined for a link not its quote's. */
  async quoted(id: string, linkId: string): Promise<{ request: CustomizationRecord; quote: Quote } | undefined> {
    const request = await this.request(id);
    return request?.Quote?.LinkId === linkId ? { request, quote: request.Quote } : undefined;
  }

  /**
   * The /custom requests whose quote was sent and is not recorded paid, among the newest `perList` of the open and of the
   * handled requests (a quote is paid within days; the byInbox index holds whole records, and quotePaid reads each
   * request again by key before it places anything).
   */
  async awaitingPayment(perList = quotesReconciledPerList): Promise<{ requestId: string; linkId: string }[]> {
    const inboxes = new Inboxes(this.deps.repo, this.deps.tables);
    const awaiting: { requestId: string; linkId: string }[] = [];
    for (const state of ['open', 'handled'] as const) {
      const page = await inboxes.newest<CustomizationRecord>('custom', state, perList);
      for (const record of page.items)
        if (record.Quote?.Status === 'sent' && !record.CheckoutHash) awaiting.push({ requestId: record.id, linkId: record.Quote.LinkId });
    }
    return awaiting;
  }

  /**
   * The quote's link was paid and its order placed: recorded once with the order's number (a retried or duplicated
   * webhook finds it recorded and changes nothing).
   */
  async paid(id: string, payment: { readonly linkId: string; readonly paymentId: string; readonly at: string; readonly orderNumber: string }): Promise<void> {
    const request = await this.request(id);
    if (!request?.Quote || request.Quote.LinkId !== payment.linkId || request.Quote.OrderNumber) return;
    const table = this.deps.tables.customization;
    const paid = { ...request.Quote, Status: 'paid' as const, PaymentId: payment.paymentId, PaidAt: payment.at, OrderNumber: payment.orderNumber };
    const u = update().set('Quote', paid);
    u.when(`${u.name('Quote')}.${u.name('LinkId')} = ${u.value(payment.linkId)} AND attribute_not_exists(${u.name('Quote')}.${u.name('OrderNumber')})`);
    try {
      await this.deps.repo.update({ TableName: table.name, Key: { [table.keyName]: request.IdempotencyKey }, ...u.build() });
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

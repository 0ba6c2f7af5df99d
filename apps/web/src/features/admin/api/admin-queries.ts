// The console's reads and writes (the /api/admin/* endpoints of @partybox/contracts/operations), as TanStack Query
// options shared by the pages that show them and the hooks that change them.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  AdminOrderDetail,
  AdminOrderPage,
  InboxItem,
  InboxKind,
  InboxPage,
  OrderEditPreview,
  OrderEditRequest,
  OrderNoteRequest,
  OrderStatusChange,
  PackingSlips,
  PaymentStatusChange,
} from '@partybox/contracts/operations';
import type { OperatorRefundRequest } from '@partybox/contracts/payments';
import { apiPaths } from '@partybox/contracts/wire';
import { getJson, newIdempotencyKey, postJson } from '../../../lib/api-client';
import { filtersToSearch, type OrderFilters } from './order-filters';

/** Query keys of the console, from one place (signing out drops everything under `adminKeys.all`). */
export const adminKeys = {
  all: ['admin'] as const,
  orders: () => [...adminKeys.all, 'orders'] as const,
  orderList: (search: string) => [...adminKeys.orders(), search] as const,
  order: (orderNumber: string) => [...adminKeys.all, 'order', orderNumber] as const,
  inbox: (kind: InboxKind) => [...adminKeys.all, 'inbox', kind] as const,
  inboxView: (kind: InboxKind, view: string) => [...adminKeys.inbox(kind), view] as const,
  inboxItem: (kind: InboxKind, id: string) => [...adminKeys.all, 'inbox-item', kind, id] as const,
  slips: (date: string) => [...adminKeys.all, 'slips', date] as const,
};

/** Where the subscribers' CSV is downloaded from (a plain link: the browser sends the session cookie). */
export const subscribersCsvHref = apiPaths.admin.subscribersCsv;

/** Which inbox items to list: those still to handle, those handled, or every one. */
export const inboxViews = ['open', 'handled', 'all'] as const;
export type InboxView = (typeof inboxViews)[number];

const handledParam: Record<InboxView, string | undefined> = { open: 'false', handled: 'true', all: undefined };

/** The most orders the API gives in one page: a day's or a week's orders arrive whole, so they can be sorted by slot. */
export const dayPageSize = 100;

/** The order list, page by page (each page's `nextCursor` fetches the next); `limit` orders a page (the API's 25 by default). */
export function adminOrdersQuery(filters: OrderFilters, limit?: number) {
  const search = (cursor?: string) => {
    const query = filtersToSearch(filters, cursor);
    if (limit) query.set('limit', String(limit));
    return query.toString();
  };
  return infiniteQueryOptions({
    queryKey: adminKeys.orderList(search()),
    queryFn: ({ pageParam }) => getJson<AdminOrderPage>(apiPaths.admin.orders.href(search(pageParam))),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** One order with everything the order page shows; staleTime 0, since another operator may change it any moment. */
export function adminOrderQuery(orderNumber: string) {
  return queryOptions({
    queryKey: adminKeys.order(orderNumber),
    queryFn: () => getJson<AdminOrderDetail>(apiPaths.admin.order.href(orderNumber)),
    staleTime: 0,
  });
}

/** An inbox, page by page. */
export function inboxQuery(kind: InboxKind, view: InboxView) {
  return infiniteQueryOptions({
    queryKey: adminKeys.inboxView(kind, view),
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams();
      const handled = handledParam[view];
      if (handled) search.set('handled', handled);
      if (pageParam) search.set('cursor', pageParam);
      return getJson<InboxPage>(apiPaths.admin.inbox.href(kind, search.toString()));
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The packing slips of one delivery day: every order of that day not yet delivered or cancelled. */
export function packingSlipsQuery(date: string) {
  return queryOptions({
    queryKey: adminKeys.slips(date),
    queryFn: () => getJson<PackingSlips>(apiPaths.admin.slips.href(date)),
    staleTime: 0,
  });
}

/** One inbox item with every field the customer sent. */
export function inboxItemQuery(kind: InboxKind, id: string) {
  return queryOptions({
    queryKey: adminKeys.inboxItem(kind, id),
    queryFn: () => getJson<InboxItem>(apiPaths.admin.inboxItem.href(kind, id)),
  });
}

/** Adds an internal note to an order (never shown to the customer; on the packing slip when `forPacking`). */
export function addOrderNote(orderNumber: string, note: OrderNoteRequest): Promise<AdminOrderDetail> {
  return postJson<AdminOrderDetail>(apiPaths.admin.orderNotes.href(orderNumber), note, newIdempotencyKey());
}

/** Moves an order to another status; refused with a 409 when it changed since `expectedVersion` was read. */
export function changeOrderStatus(orderNumber: string, change: OrderStatusChange): Promise<AdminOrderDetail> {
  return postJson<AdminOrderDetail>(apiPaths.admin.orderStatus.href(orderNumber), change, newIdempotencyKey());
}

/** Renews the order's status page link (earlier links stop working; the customer is sent the new one); 409 like a status change. */
export function rotateStatusLink(orderNumber: string, change: { expectedVersion: number }): Promise<AdminOrderDetail> {
  return postJson<AdminOrderDetail>(apiPaths.admin.orderLink.href(orderNumber), change, newIdempotencyKey());
}

/** Sends the customer of an unpaid online order the link to pay it (their status page); 409 like a status change. */
export function sendPaymentLink(orderNumber: string, change: { expectedVersion: number }): Promise<AdminOrderDetail> {
  return postJson<AdminOrderDetail>(apiPaths.admin.orderPaymentLink.href(orderNumber), change, newIdempotencyKey());
}

/** Previews an edit of a placed order: its new total, the difference and how it is settled (nothing is saved). */
export function previewOrderEdit(orderNumber: string, edit: OrderEditRequest): Promise<OrderEditPreview> {
  return postJson<OrderEditPreview>(apiPaths.admin.orderEdit.href(orderNumber), { ...edit, preview: true }, newIdempotencyKey());
}

/** Saves an edit; the edit's id makes a retried or double-clicked save the same edit. Refused 409 naming who changed what. */
export function saveOrderEdit(orderNumber: string, edit: OrderEditRequest): Promise<AdminOrderDetail> {
  return postJson<AdminOrderDetail>(apiPaths.admin.orderEdit.href(orderNumber), { ...edit, preview: false }, newIdempotencyKey());
}

/** Sets an order's payment status; refused with a 409 like a status change. */
export function changePaymentStatus(orderNumber: string, change: PaymentStatusChange): Promise<AdminOrderDetail> {
  return postJson<AdminOrderDetail>(apiPaths.admin.orderPayment.href(orderNumber), change, newIdempotencyKey());
}

/** Refunds part or all of an order's paid amount through the gateway; refused 400 (checkOperatorRefund's reason) or 409. */
export function refundOrder(orderNumber: string, refund: OperatorRefundRequest, idempotencyKey: string): Promise<AdminOrderDetail> {
  return postJson<AdminOrderDetail>(apiPaths.admin.orderRefunds.href(orderNumber), refund, idempotencyKey);
}

/** Marks an inbox item handled or not handled. */
export function markHandled(item: Pick<InboxItem, 'kind' | 'id'>, handled: boolean): Promise<InboxItem> {
  return postJson<InboxItem>(apiPaths.admin.inboxHandled.href(item.kind, item.id), { handled }, newIdempotencyKey());
}

// The console's order list: by event date (upcoming first) or for one status, a Query on an orders index (see
// platform/db/tables.ts), or a search by order number, phone or name, Queries on the search table; never a Scan. Filters
// the index cannot key on (the payment method; the status) are Query filters, and pages are filled by querying on until full.
import { paymentMethods, type FieldError, type PaymentMethod } from '@partybox/contracts';
import { orderStatuses, paymentStatuses, type OrderPaymentStatus, type OrderStatus } from '@partybox/order-lifecycle';
import type { OrderRecord } from '../../platform/db/records';
import { listedOrder, orderIndexes, type TableDefinition } from '../../platform/db/tables';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import { decodeCursor, encodeCursor } from '../../platform/http/cursor';
import { queryTerms } from './order-search';
import type { OrderListPlan, OrderRepository } from './order-repository';

/** The list's query string, as sent. */
export interface OrderListQuery {
  readonly status?: string;
  readonly from?: string;
  readonly to?: string;
  readonly paymentMethod?: string;
  /** One payment status ("partly-refunded": the orders part of whose payment went back). */
  readonly paymentStatus?: string;
  readonly q?: string;
  /** `payment`: only the orders whose payment needs an operator (every date, most urgent first). */
  readonly attention?: string;
  readonly cursor?: string;
  readonly limit?: string;
}

export const defaultPageSize = 25;
export const maxPageSize = 100;
const dateShape = /^\d{4}-\d{2}-\d{2}$/;

/** Checks the query string and plans the Query; every problem is reported at once, naming its parameter. */
export function planOrderList(table: TableDefinition, query: OrderListQuery, today: string): OrderListPlan {
  const problems: FieldError[] = [];
  const status = query.status || undefined;
  if (status !== undefined && !orderStatuses.includes(status as OrderStatus)) problems.push({ field: 'status', message: 'Choose one of the order statuses' });
  const method = query.paymentMethod || undefined;
  if (method !== undefined && !paymentMethods.includes(method as PaymentMethod))
    problems.push({ field: 'paymentMethod', message: 'Choose one of the payment methods' });
  const paymentStatus = query.paymentStatus || undefined;
  if (paymentStatus !== undefined && !paymentStatuses.includes(paymentStatus as OrderPaymentStatus))
    problems.push({ field: 'paymentStatus', message: 'Choose one of the payment statuses' });
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value && (!dateShape.test(value) || Number.isNaN(Date.parse(value)))) problems.push({ field, message: 'Enter a date as YYYY-MM-DD' });
  }
  if (query.from && query.to && query.from > query.to) problems.push({ field: 'to', message: 'The end date must not be before the start date' });
  const limit = query.limit ? Number(query.limit) : defaultPageSize;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxPageSize) problems.push({ field: 'limit', message: `Ask for 1 to ${maxPageSize} orders a page` });
  const q = query.q?.trim() || undefined;
  const attention = query.attention || undefined;
  if (attention !== undefined && attention !== 'payment') problems.push({ field: 'attention', message: 'The only attention filter is "payment"' });
  // A whole order number is a search too: its whole-number item finds exactly that order (order-search-index.ts).
  const terms = q ? queryTerms(q) : undefined;
  if (terms !== undefined && terms.length === 0) {
    problems.push({ field: 'q', message: 'Search by an order number or part of it, a phone number, or at least 2 letters of a name' });
  }
  if (problems.length > 0) throw new ValidationFailed(problems);
  if (terms !== undefined) return searchPlan(table, terms, { status, method, paymentStatus, from: query.from, to: query.to, attention }, limit, query.cursor);
  const byAttention = attention !== undefined;

  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const filters: string[] = [];
  const index = byAttention ? orderIndexes.paymentAttention : orderIndexes.byEventDateStatus;
  Object.assign(names, { '#h': index.hashKey, '#r': 'EventSort' });
  values[':h'] = byAttention ? 'attention' : listedOrder;
  // The list's index projects the status (it keeps its key when the status changes): one status is a Query filter.
  // Stored before the lifecycle, "received" is placed.
  if (status !== undefined && !byAttention) {
    names['#status'] = 'Status';
    values[':status'] = status;
    if (status === 'placed') values[':received'] = 'received';
    filters.push(status === 'placed' ? '#status IN (:status, :received)' : '#status = :status');
  }
  // The attention list (money waits whatever the date) looks at every date unless asked; the list starts today.
  values[':from'] = query.from || (byAttention ? '0000-00-00' : today);
  values[':to'] = `${query.to || '9999-12-31'}#~`;
  const key = '#h = :h AND #r BETWEEN :from AND :to';
  const cursorKeys = [index.hashKey, 'EventSort', 'IdempotencyKey'];
  // The other indexes do not project the status (see platform/db/tables.ts), and an index is eventually consistent on AWS:
  // it is checked again on the orders read by key, so a page shows exactly the orders of that status now.
  const keepStatus = status !== undefined ? (order: OrderRecord) => order.Status === status || (status === 'placed' && order.Status === 'received') : undefined;
  // The payment status changes too and is projected by no index: it is checked on the orders read by key as well.
  const keep = paymentStatus === undefined ? keepStatus : (order: OrderRecord) => order.PaymentStatus === paymentStatus && (keepStatus?.(order) ?? true);
  if (method !== undefined) {
    names['#method'] = 'PaymentMethod';
    values[':method'] = method;
    filters.push('#method = :method');
  }
  const start = decodeCursor(query.cursor, cursorKeys);
  return {
    limit,
    ...(keep && { keep }),
    input: {
      TableName: table.name,
      IndexName: index.name,
      KeyConditionExpression: key,
      ...(filters.length > 0 && { FilterExpression: filters.join(' AND ') }),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ScanIndexForward: true,
      ...(start && { ExclusiveStartKey: start }),
    },
  };
}

/** What a search keeps of the orders its terms find: the list's other filters, checked on the records read by key. */
interface SearchFilters {
  readonly status: string | undefined;
  readonly method: string | undefined;
  readonly paymentStatus: string | undefined;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly attention: string | undefined;
}

/**
 * A search: the orders with a term starting with each asked term (Queries on the search table), in the list's order,
 * read by key and kept when they pass the filters, a page at a time; the cursor names the last hit looked at.
 */
function searchPlan(table: TableDefinition, terms: readonly string[], filters: SearchFilters, limit: number, cursor: string | undefined): OrderListPlan {
  const keep = (order: OrderRecord) =>
    (filters.status === undefined || order.Status === filters.status || (filters.status === 'placed' && order.Status === 'received')) &&
    (filters.method === undefined || order.PaymentMethod === filters.method) &&
    (filters.paymentStatus === undefined || order.PaymentStatus === filters.paymentStatus) &&
    (!filters.from || (order.EventDate ?? '') >= filters.from) &&
    (!filters.to || (order.EventDate ?? '') <= filters.to) &&
    (filters.attention === undefined || order.PaymentAttention !== undefined);
  const after = decodeCursor(cursor, ['SearchAfter'])?.SearchAfter as string | undefined;
  return { input: { TableName: table.name }, limit, keep, search: { terms, ...(after && { after }) } };
}

/** Runs the plan: the page, and the cursor that continues after its last order. */
export async function listOrders(orders: OrderRepository, plan: OrderListPlan): Promise<{ items: OrderRecord[]; nextCursor?: string }> {
  if (plan.search) {
    const { items, after } = await orders.search(plan.search.terms, plan.keep ?? (() => true), plan.limit, plan.search.after);
    const nextCursor = encodeCursor(after ? { SearchAfter: after } : undefined);
    return { items, ...(nextCursor && { nextCursor }) };
  }
  const { items, lastKey } = await orders.list(plan);
  const nextCursor = encodeCursor(lastKey);
  return { items, ...(nextCursor && { nextCursor }) };
}

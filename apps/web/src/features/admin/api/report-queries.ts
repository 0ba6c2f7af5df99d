// The console's numbers (@partybox/contracts/reports) as TanStack Query options: the sales report for a range and a
// customer's page. Keys live under adminKeys.all, so signing out drops them with the rest of the console.
import { queryOptions } from '@tanstack/react-query';
import { reportApiPaths, type CustomerPage, type SalesReport } from '@partybox/contracts/reports';
import { getJson } from '../../../lib/api-client';
import { adminKeys } from './admin-queries';

export const reportKeys = {
  report: (from: string, to: string) => [...adminKeys.all, 'report', from, to] as const,
  customer: (phone: string) => [...adminKeys.all, 'customer', phone] as const,
};

/** The sales report: today, this week, this month, and the range (empty dates: this month). */
export function salesReportQuery(from: string, to: string) {
  return queryOptions({ queryKey: reportKeys.report(from, to), queryFn: () => getJson<SalesReport>(reportApiPaths.reports.href(from, to)) });
}

/** A customer's orders and what they spent. */
export function customerPageQuery(phone: string) {
  return queryOptions({ queryKey: reportKeys.customer(phone), queryFn: () => getJson<CustomerPage>(reportApiPaths.customer.href(phone)) });
}

/** Where the orders CSV of a range downloads from (a plain link: the browser sends the session cookie). */
export const ordersCsvHref = (from: string, to: string) => reportApiPaths.ordersCsv.href(from, to);

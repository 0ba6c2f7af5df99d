// /api/admin/reports, /api/admin/orders.csv and /api/admin/customers/:phone: the shop's numbers for operators (401
// signed out, 403 a customer). Each reads orders through the orders module's Queries (by placement time, or a phone's
// search items), never a Scan, and folds them with the pure functions beside this file.
import { isPhone, normalisePhone, phoneField } from '@partybox/contracts';
import { customerPageSchema, reportApiPaths, salesReportSchema } from '@partybox/contracts/reports';
import type { FastifyInstance } from 'fastify';
import { operatorOf } from '../accounts';
import { ValidationFailed } from '../../platform/errors/domain-errors';
import { errorAnswers } from '../../platform/http/schemas';
import { loadOnFirstUse } from '../../platform/loading/load-on-first-use';
import { instantsOf, requestedSpan, standingPeriods, type DateSpan } from './report-dates';

const folds = loadOnFirstUse('The reports (modules/reports/report-folds.ts)', () => import('./report-folds'));

const rangeQuery = {
  type: 'object',
  properties: {
    from: { type: 'string', description: 'First day (India), YYYY-MM-DD; default the 1st of this month.' },
    to: { type: 'string', description: 'Last day (India), YYYY-MM-DD; default today.' },
  },
} as const;
type RangeQuery = { from?: string; to?: string };

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const { orders, sessionOf: session } = app;
  const placedIn = (span: DateSpan) => {
    const { fromIso, toIso } = instantsOf(span);
    return orders.placedBetween(fromIso, toIso);
  };

  app.get<{ Querystring: RangeQuery }>(
    reportApiPaths.reports.route,
    {
      schema: {
        summary: 'Operators: sales and orders today, this week, this month and a range (placed, paid, refunded, net; by theme, occasion, payment method, slot)',
        querystring: rangeQuery,
        response: { 200: salesReportSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const today = app.clock.today();
      const range = requestedSpan(request.query, today);
      const periods = standingPeriods(today);
      const spans = [range, periods.week, periods.month];
      // One read covering every period: from the earliest first day to the latest last day.
      const all = await placedIn({
        from: spans.map((s) => s.from).sort()[0]!,
        to: spans
          .map((s) => s.to)
          .sort()
          .at(-1)!,
      });
      const { salesReport } = await folds();
      return reply.send(salesReport(all, periods, range));
    },
  );

  app.get<{ Querystring: RangeQuery }>(
    reportApiPaths.ordersCsv.route,
    {
      schema: {
        summary: 'Operators: the orders placed in a range as CSV (UTF-8 with a byte order mark, formula-safe cells), one row per order',
        querystring: rangeQuery,
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'text/csv; header row Order number, Placed at, Event date, Ordered by, …' }, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const range = requestedSpan(request.query, app.clock.today());
      const { ordersCsv } = await folds();
      const csv = ordersCsv(await placedIn(range));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="partybox-orders-${range.from}-to-${range.to}.csv"`)
        .send(csv);
    },
  );

  app.get<{ Params: { phone: string } }>(
    reportApiPaths.customer.route,
    {
      schema: {
        summary: 'Operators: a customer by phone (any format): every order placed with that number, newest first, and what they have spent',
        params: { type: 'object', properties: { phone: { type: 'string' } }, required: ['phone'] },
        response: { 200: customerPageSchema, ...errorAnswers },
      },
    },
    async (request, reply) => {
      if (!(await operatorOf(session, request, reply))) return reply;
      const phone = normalisePhone(request.params.phone);
      if (!isPhone(phone)) throw new ValidationFailed([{ field: 'phone', message: phoneField.errorMessage }]);
      const { customerPage } = await folds();
      return reply.send(customerPage(phone, await orders.withPhone(phone)));
    },
  );
}

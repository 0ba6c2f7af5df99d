// /admin/reports: the shop's numbers. Today, this week and this month at a glance, then a chosen range (this month
// unless the query string names one) with its totals, its breakdowns by theme, occasion, payment method and delivery
// slot, and the range's orders as CSV. Every figure is the API's, folded from the orders' ledgers.
import { useQuery } from '@tanstack/react-query';
import type { SalesReport } from '@partybox/contracts/reports';
import payment from 'virtual:catalog/payment';
import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { ordersCsvHref, salesReportQuery } from '../api/report-queries';
import { ConsoleProblem } from './console-problem';
import { TakingsTable } from './takings-table';

const methodLabel = (method: string) => (payment.methods as Record<string, { label: string } | undefined>)[method]?.label ?? method;
const span = (from: string, to: string) => (from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`);

export function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const report = useQuery(salesReportQuery(from, to), queryClient);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSearch({ from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') });
  };
  return (
    <section className="console-page reports-page" aria-labelledby="console-reports">
      <div className="console-page__head">
        <h1 id="console-reports">Reports</h1>
        <p className="console-page__lead">Orders placed in each period: what they came to, what was paid and refunded, and what the shop kept.</p>
      </div>
      {report.isPending ? (
        <p role="status">Loading the figures…</p>
      ) : report.isError ? (
        <ConsoleProblem what="the report" error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <ReportFigures report={report.data} />
      )}
      <form className="console-filters card" aria-label="Choose the dates" onSubmit={submit} key={`${from}|${to}`}>
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} name="from" type="date" className="field__control" defaultValue={report.data?.range.from ?? from} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} name="to" type="date" className="field__control" defaultValue={report.data?.range.to ?? to} />
        </div>
        <button type="submit" className="button button--small">
          Show these dates
        </button>
      </form>
      {report.data && <RangeFigures report={report.data} />}
    </section>
  );
}

function ReportFigures({ report }: { readonly report: SalesReport }) {
  return (
    <TakingsTable
      caption="At a glance"
      keyHeading="Period"
      rows={[
        { key: 'today', label: 'Today', takings: report.today.takings },
        { key: 'week', label: `This week (from ${formatDate(report.week.from)})`, takings: report.week.takings },
        { key: 'month', label: `This month (from ${formatDate(report.month.from)})`, takings: report.month.takings },
      ]}
    />
  );
}

function RangeFigures({ report }: { readonly report: SalesReport }) {
  const { range } = report;
  const rowsOf = (rows: SalesReport['range']['byTheme'], label: (key: string) => string = (key) => key) =>
    rows.map((row) => ({ key: row.key, label: label(row.key), takings: row.takings }));
  return (
    <div className="reports-range">
      <div className="console-page__head">
        <h2>{span(range.from, range.to)}</h2>
        <a className="button button--small button--ghost" href={ordersCsvHref(range.from, range.to)} download>
          Download these orders (CSV)
        </a>
      </div>
      <TakingsTable caption="All orders" keyHeading="Orders" rows={[{ key: 'all', label: 'All', takings: range.takings }]} />
      <TakingsTable caption="By theme" keyHeading="Theme" rows={rowsOf(range.byTheme)} />
      <TakingsTable caption="By occasion" keyHeading="Occasion" rows={rowsOf(range.byOccasion)} />
      <TakingsTable caption="By payment method" keyHeading="Payment method" rows={rowsOf(range.byPaymentMethod, methodLabel)} />
      <TakingsTable caption="By delivery slot" keyHeading="Slot" rows={rowsOf(range.bySlot)} />
    </div>
  );
}

// Rows of takings (orders, placed, paid, refunded, net) as a table; on a phone each row becomes a card whose cells are
// named by their column (admin.css reads the data-label attributes). Money arrives in paise and is shown in rupees by
// the one INR formatter.
import type { Takings } from '@partybox/contracts/reports';
import type { ReactNode } from 'react';
import { formatInr, fromPaise } from '../../../lib/format';

/** Paise as the console shows money: whole rupees, formatted once. */
export const inrOfPaise = (paise: number) => formatInr(fromPaise(paise));

interface TakingsTableProps {
  readonly caption: string;
  /** The first column's heading ("Theme", "Period" …). */
  readonly keyHeading: string;
  readonly rows: readonly { readonly key: string; readonly label: ReactNode; readonly takings: Takings }[];
}

export function TakingsTable({ caption, keyHeading, rows }: TakingsTableProps) {
  return (
    <table className="console-table takings-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{keyHeading}</th>
          <th scope="col" className="console-table__amount">
            Orders
          </th>
          <th scope="col" className="console-table__amount">
            Placed
          </th>
          <th scope="col" className="console-table__amount">
            Paid
          </th>
          <th scope="col" className="console-table__amount">
            Refunded
          </th>
          <th scope="col" className="console-table__amount">
            Net
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label, takings }) => (
          <tr key={key}>
            <th scope="row" data-label={keyHeading}>
              {label}
            </th>
            <td data-label="Orders" className="console-table__amount">
              {takings.orders}
            </td>
            <td data-label="Placed" className="console-table__amount">
              {inrOfPaise(takings.placedPaise)}
            </td>
            <td data-label="Paid" className="console-table__amount">
              {inrOfPaise(takings.paidPaise)}
            </td>
            <td data-label="Refunded" className="console-table__amount">
              {inrOfPaise(takings.refundedPaise)}
            </td>
            <td data-label="Net" className="console-table__amount">
              {inrOfPaise(takings.netPaise)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

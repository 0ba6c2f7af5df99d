// One inbox item in a list: who sent it, when and a one-line summary; every field on opening it, a link to its own page
// (with the ways to reply), and the handled switch.
import type { InboxItem } from '@partybox/contracts/operations';
import { Link } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { formatPhone } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date-time';
import { HandledSwitch } from './handled-switch';
import { mailtoHref } from '../../../lib/mailto';

export function InboxEntry({ item }: { readonly item: InboxItem }) {
  return (
    <li className={`card console-inbox__item${item.handled ? ' console-inbox__item--handled' : ''}`}>
      <details>
        <summary>
          <span className="console-inbox__from">{item.from}</span>
          <span className="console-inbox__subject">{item.subject}</span>
          <time className="console-inbox__when" dateTime={item.receivedAt}>
            {formatDateTime(item.receivedAt)}
          </time>
        </summary>
        <dl className="console-details">
          {item.fields.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd className="console-details__text">
                {/* The sender's phone and address as links, to reply in one tap. */}
                {item.phone && field.value === item.phone ? (
                  <a href={`tel:+91${item.phone}`}>{formatPhone(item.phone)}</a>
                ) : item.email && field.value === item.email ? (
                  <a href={mailtoHref(item.email)}>{item.email}</a>
                ) : (
                  field.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </details>
      <p className="console-inbox__open">
        <Link to={consolePaths.inboxItem.getHref(item.kind, item.id)}>
          Open
          <span className="visually-hidden">
            {' '}
            {item.subject} from {item.from}
          </span>
        </Link>
      </p>
      <HandledSwitch item={item} />
    </li>
  );
}

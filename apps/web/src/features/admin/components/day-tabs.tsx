// Today, Tomorrow and This week as one tap each above the order list (links: a reload or a shared link keeps the view).
import { Link } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { dayViewLabels, dayViewRange, dayViews, type DayView } from '../api/day-view';
import { filtersToSearch } from '../api/order-filters';

export function DayTabs({ today, current }: { readonly today: string; readonly current: DayView | undefined }) {
  return (
    <nav className="console-days" aria-label="Days">
      <ul>
        {dayViews.map((view) => (
          <li key={view}>
            <Link
              to={`${consolePaths.orders.getHref()}?${filtersToSearch(dayViewRange(view, today)).toString()}`}
              className="console-days__tab"
              aria-current={view === current ? 'page' : undefined}
            >
              {dayViewLabels[view]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

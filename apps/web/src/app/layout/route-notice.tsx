// Shows the notice the previous page sent along (see lib/route-notice.ts) as a polite status message above the page.
// It appears after mount only, so a prerendered page hydrates without it, and Dismiss drops it from history too.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { noticeOf } from '../../lib/route-notice';

export function RouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string>();
  useEffect(() => setNotice(noticeOf(location.state)), [location.state]);
  return (
    <div role="status" className="route-notice-region">
      {notice && (
        <p className="route-notice">
          <span>{notice}</span>
          <button type="button" className="link-button" onClick={() => navigate(location, { replace: true, state: null })}>
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
}

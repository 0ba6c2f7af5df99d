// The operations console's own layout (not the shop's header and footer): the console's navigation for operators,
// and the page, or what the gate shows instead (sign-in, "for the team only", a status line in the prerendered shell).
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ConsoleNav } from '../features/admin/components/console-nav';
import { useConsoleGate } from '../features/admin/components/use-console-gate';
import { paths } from '../config/paths';
import { useDocumentMeta } from '../lib/page-meta';
import { useFocusHeading } from './layout/use-focus-heading';
import '../features/admin/admin.css';

export function ConsoleLayout() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const navigated = pathname !== firstPath.current;
  const main = useRef<HTMLElement>(null);
  const gate = useConsoleGate();
  useDocumentMeta();
  useFocusHeading(main, pathname, navigated);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="console">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="console-header">
        <div className="console-header__bar">
          <Link to={paths.admin.getHref()} className="console-header__brand">
            Party Box <span>Operations</span>
          </Link>
          <Link to={paths.root.getHref()} className="console-header__shop">
            Storefront
          </Link>
        </div>
        {gate.operatorName !== undefined && <ConsoleNav operatorName={gate.operatorName} />}
      </header>
      <main id="main" ref={main} className="console-main" tabIndex={-1}>
        {gate.blocked ?? <Outlet />}
      </main>
    </div>
  );
}

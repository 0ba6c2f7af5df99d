// The sticky navigation: five links (and the console's, for operators), the chat button, the profile and the cart
// with its count; a toggle menu on small screens.
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CartIcon, CloseIcon, ConfettiLogo, MenuIcon, UserIcon } from '../../components/icons';
import { useCartStore } from '../../stores/cart-store';
import { ChatButton } from './chat-button';
import { paths } from '../../config/paths';
import { hasOperatorHint } from '../../lib/session';

const links = [
  { to: paths.home.getHref(), label: 'HOME' },
  { to: paths.occasions.getHref(), label: "SHOP BOX'S" },
  { to: paths.custom.getHref(), label: 'CUSTOM ORDER' },
  { to: paths.about.getHref(), label: 'ABOUT US' },
  { to: paths.contact.getHref(), label: 'CONTACT' },
  { to: paths.account.getHref(), label: 'ACCOUNT' },
];

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const count = useCartStore((state) => state.lines.reduce((sum, line) => sum + line.quantity, 0));
  // The API's operator hint (a cookie set with the session), read at each render: no request, no query library in
  // the first script; the API still checks every console call.
  const isOperator = hasOperatorHint();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    document.body.classList.toggle('scroll-locked', open);
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('scroll-locked');
    };
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={paths.home.getHref()} className="brand" aria-label="Party Box home">
          <ConfettiLogo />
          <span className="brand__name">Party Box</span>
        </Link>
        <nav id="site-menu" className={open ? 'site-nav site-nav--open' : 'site-nav'} aria-label="Main">
          <button type="button" className="icon-button site-nav__close" aria-label="Close menu" onClick={() => setOpen(false)}>
            <CloseIcon />
          </button>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            {isOperator && (
              <li>
                <NavLink to={paths.admin.getHref()} className="site-nav__link">
                  CONSOLE
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="site-header__actions">
          <ChatButton />
          <Link to={paths.profile.getHref()} className="icon-button" aria-label="Your profile">
            <UserIcon />
          </Link>
          <Link to={paths.cart.getHref()} className="icon-button cart-link" aria-label={`Cart, ${count} ${count === 1 ? 'box' : 'boxes'}`}>
            <CartIcon />
            {count > 0 && (
              <span className="cart-link__count" aria-hidden="true">
                {count}
              </span>
            )}
          </Link>
          <button
            ref={toggle}
            type="button"
            className="icon-button site-header__toggle"
            aria-expanded={open}
            aria-controls="site-menu"
            aria-label="Open menu"
            onClick={() => setOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {open && <div className="site-nav__backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
    </header>
  );
}

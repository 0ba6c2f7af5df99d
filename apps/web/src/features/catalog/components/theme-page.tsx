// The ONE generic theme page: every theme of the catalog is rendered by this component from its JSON.
import type { CatalogTheme } from '@partybox/catalog/model';
import { boxTotal } from '@partybox/pricing';
import { useLocation, useNavigate } from 'react-router-dom';
import site from 'virtual:catalog/site';
import { CatalogImage } from '../../../components/catalog-image';
import { HeartIcon } from '../../../components/icons';
import type { ProceedAction } from '../../../lib/checkout-flow';
import { formatInr } from '../../../lib/format';
import { withNotice } from '../../../lib/route-notice';
import { lineWithBox, useCartStore, type CartBox } from '../../../stores/cart-store';
import { useWishlistStore } from '../../../stores/wishlist-store';
import { AddonChecklist } from './addon-checklist';
import { editedLineId, rememberEditedLine } from './edited-line';
import { PriceSummary } from './price-summary';
import { useRememberedSelection } from './use-remembered-selection';
import { paths } from '../../../config/paths';
import '../catalog.css';

/** `checkout` is the checkout's way in, passed by the route (features never import each other). */
export function ThemePage({ theme, checkout }: { theme: CatalogTheme; checkout: ProceedAction }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { selected, toggle } = useRememberedSelection(
    theme.id,
    theme.addons.map((addon) => addon.key),
  );
  const price = boxTotal(theme.basePrice, theme.addons, selected);
  const lines = useCartStore((state) => state.lines);
  const addBox = useCartStore((state) => state.addBox);
  const replaceBox = useCartStore((state) => state.replaceBox);
  const saved = useWishlistStore((state) => state.items.some((item) => item.themeId === theme.id));
  const toggleWishlist = useWishlistStore((state) => state.toggle);

  // The box this page put in the cart before (the customer came back from /customize) is changed in place; otherwise
  // the same box (theme and add-ons) already in the cart is not added again: the customer is told and goes on with
  // that line; only a different choice of add-ons makes a new line. The cart then becomes the checkout's lines.
  const proceed = () => {
    const box: CartBox = {
      themeId: theme.id,
      themeName: theme.name,
      route: theme.route,
      image: theme.image,
      basePrice: theme.basePrice,
      addons: theme.addons.filter((addon) => selected.has(addon.key)).map(({ key, label, price: charged }) => ({ key, label, price: charged })),
    };
    const editing = lines.find((line) => line.id === editedLineId(theme.id));
    const same = lineWithBox(lines, box);
    const alreadyInCart = same !== undefined && same.id !== editing?.id;
    rememberEditedLine(theme.id, editing ? replaceBox(editing.id, box) : addBox(box));
    void checkout.proceed(
      paths.customize.getHref(),
      alreadyInCart
        ? withNotice(
            `${theme.name} with these add-ons is already in your cart, so we did not add a second box. Change its quantity in your cart to order more.`,
          )
        : undefined,
    );
  };

  // A page opened directly has no previous page in the shop; then Go Back leads to the occasions.
  const goBack = () => (location.key === 'default' ? navigate(paths.occasions.getHref()) : navigate(-1));

  return (
    <article className="theme">
      <header className="theme-hero">
        <div className="theme-hero__text">
          <p className="eyebrow">{theme.name}</p>
          <h1>{theme.hero.title}</h1>
          <p className="theme-hero__tagline">{theme.hero.tagline}</p>
          <p>{theme.hero.description}</p>
          <p className="theme-hero__facts">
            <span className="chip">From {formatInr(theme.basePrice)}</span>
            {theme.ages && (
              <span className="chip">
                Ages {theme.ages.min}–{theme.ages.max}
              </span>
            )}
            <span className="chip">Delivered across Mumbai</span>
          </p>
          <p className="actions-row">
            <a className="button button--accent" href="#build-your-box">
              Customize Now
            </a>
            <button type="button" className="button button--ghost" onClick={goBack}>
              Go Back
            </button>
          </p>
        </div>
        <CatalogImage className="theme-hero__image" image={theme.image} fetchPriority="high" />
      </header>

      <section className="section" aria-labelledby="inside-title">
        <h2 id="inside-title">What's Inside the PartyBox?</h2>
        <ul className="inside-grid">
          {theme.contents.map((item) => (
            <li key={item.title} className="card inside-card">
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="build-your-box" className="section build-box build-box--bar" aria-labelledby="build-title">
        <div>
          <h2 id="build-title">Build your box</h2>
          <p className="lead">Tick the extras you want; the total updates as you go.</p>
          <AddonChecklist legend="Add-ons" addons={theme.addons} selected={selected} onToggle={toggle} />
        </div>
        {/* On a phone the aside's parts join the section (catalog.css), so the bar below sticks to the bottom of the
            screen while the add-ons are ticked and comes to rest under the summary; beside the list it is the summary's foot. */}
        <div className="build-box__aside">
          <PriceSummary base={price.base} addons={price.addons} total={price.total} />
          <div className="build-box__bar">
            {checkout.problem && (
              <p role="alert" className="form-alert form-alert--error">
                {checkout.problem}
              </p>
            )}
            <p className="build-box__bar-total" aria-live="polite">
              Total <strong>{formatInr(price.total)}</strong>
            </p>
            <button type="button" className="button" onClick={proceed} disabled={checkout.pending}>
              Customize &amp; Proceed
            </button>
          </div>
          <div className="build-box__actions">
            <button
              type="button"
              className="button button--ghost"
              aria-pressed={saved}
              onClick={() => toggleWishlist({ themeId: theme.id, name: theme.name, route: theme.route, image: theme.image, basePrice: theme.basePrice })}
            >
              <HeartIcon filled={saved} /> {saved ? 'Saved to Wishlist' : 'Add to Wishlist'}
            </button>
          </div>
          <p className="build-box__note">Delivery: a flat {formatInr(site.shippingFee)} per order, added in the cart.</p>
        </div>
      </section>
    </article>
  );
}

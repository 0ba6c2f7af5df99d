// The profile's Wishlist block: saved themes, each linking to its page, with a Remove button.
import { Link } from 'react-router-dom';
import { formatInr } from '../../../lib/format';
import { useWishlistStore } from '../../../stores/wishlist-store';
import { paths } from '../../../config/paths';

export function ProfileWishlist() {
  const items = useWishlistStore((state) => state.items);
  const remove = useWishlistStore((state) => state.remove);
  return (
    <section className="card profile-block" aria-labelledby="profile-wishlist">
      <h2 id="profile-wishlist">Wishlist</h2>
      {items.length === 0 ? (
        <>
          <p>Your wishlist is empty. Tap “Add to Wishlist” on any theme to save it here.</p>
          <Link to={paths.occasions.getHref()} className="button button--small">
            Browse party boxes
          </Link>
        </>
      ) : (
        <ul className="profile-wishlist">
          {items.map((item) => (
            <li key={item.themeId} className="profile-wishlist__item">
              <Link to={item.route} className="profile-wishlist__name">
                {item.name}
              </Link>
              <span className="profile-wishlist__price">from {formatInr(item.basePrice)}</span>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={`Remove ${item.name} from wishlist`}
                onClick={() => remove(item.themeId)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

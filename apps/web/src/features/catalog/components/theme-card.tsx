// A card that leads to a theme page or to a customise form.
import type { ResolvedImage } from '@partybox/catalog/model';
import { Link } from 'react-router-dom';
import { formatInr } from '../../../lib/format';
import { CatalogImage } from '../../../components/catalog-image';

interface ThemeCardProps {
  readonly name: string;
  readonly description: string;
  readonly image: ResolvedImage;
  readonly to: string;
  readonly basePrice?: number;
  readonly cta: string;
  /** The card title's heading level: 2 in a page's main grid, 3 in a grid under its own h2 (no skipped level). */
  readonly headingLevel?: 2 | 3;
  /**
   * Where the card sits among the first cards on screen: 'first' is fetched at high priority (on a phone it is the
   * page's largest image, its LCP), 'early' at once; the rest load lazily. A lazy image starts late and at low priority.
   */
  readonly placement?: 'first' | 'early' | 'later';
}

/** Cards in a row of `.card-grid` at its widest (catalog.css): the first row is on screen when the page opens. */
const cardsPerRow = 4;

/** The placement of the card at `index` of the page's first grid. */
export function placementInGrid(index: number): NonNullable<ThemeCardProps['placement']> {
  return index === 0 ? 'first' : index < cardsPerRow ? 'early' : 'later';
}

export function ThemeCard({ name, description, image, to, basePrice, cta, headingLevel = 2, placement = 'later' }: ThemeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="theme-card">
      {placement === 'later' ? (
        <CatalogImage image={image} loading="lazy" />
      ) : (
        <CatalogImage image={image} {...(placement === 'first' && { fetchPriority: 'high' as const })} />
      )}
      <div className="theme-card__body">
        <Heading className="theme-card__name">
          <Link to={to} className="theme-card__link">
            {name}
          </Link>
        </Heading>
        <p>{description}</p>
        <p className="theme-card__footer">
          {basePrice !== undefined ? <span className="theme-card__price">From {formatInr(basePrice)}</span> : <span />}
          <span className="theme-card__cta" aria-hidden="true">
            {cta} →
          </span>
        </p>
      </div>
    </li>
  );
}

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
}

export function ThemeCard({ name, description, image, to, basePrice, cta, headingLevel = 2 }: ThemeCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="theme-card">
      <CatalogImage image={image} loading="lazy" />
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

// A card that leads to a theme page or to a customise form.
import { Link } from 'react-router-dom';
import { formatInr } from '../../../lib/format';
import { servedPaths } from '../../../config/paths';

interface ThemeCardProps {
  readonly name: string;
  readonly description: string;
  readonly image: { readonly src: string; readonly alt: string };
  readonly to: string;
  readonly basePrice?: number;
  readonly cta: string;
}

export function ThemeCard({ name, description, image, to, basePrice, cta }: ThemeCardProps) {
  return (
    <li className="theme-card">
      <img src={servedPaths.images.getHref(image.src)} alt={image.alt} width={640} height={480} loading="lazy" />
      <div className="theme-card__body">
        <h3 className="theme-card__name">
          <Link to={to} className="theme-card__link">{name}</Link>
        </h3>
        <p>{description}</p>
        <p className="theme-card__footer">
          {basePrice !== undefined ? <span className="theme-card__price">From {formatInr(basePrice)}</span> : <span />}
          <span className="theme-card__cta" aria-hidden="true">{cta} →</span>
        </p>
      </div>
    </li>
  );
}

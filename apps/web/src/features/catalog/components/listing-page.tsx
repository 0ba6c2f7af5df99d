// An occasion's listing: its theme cards in catalog order, further themes, and its Customise card.
import type { CatalogListing } from '@partybox/catalog/model';
import { paths } from '../../../config/paths';
import { placementInGrid, ThemeCard } from './theme-card';
import '../catalog.css';

export function ListingPage({ listing }: { listing: CatalogListing }) {
  const custom = listing.customCard;
  // The catalog's custom card leads to /customize (which then asks about this occasion) or to the suggestion form.
  const customizes = custom.route === paths.customize.path;
  const customTo = customizes ? `${paths.customize.getHref()}?occasion=${encodeURIComponent(listing.name)}` : custom.route;
  return (
    <div className="section">
      <p className="eyebrow">{listing.name}</p>
      <h1>{listing.heading}</h1>
      <p className="lead">{listing.intro}</p>
      <ul className="card-grid" aria-label={`${listing.name} themes`}>
        {listing.themes.map((card, index) => (
          <ThemeCard
            key={card.themeId}
            name={card.name}
            description={card.summary}
            image={card.image}
            to={card.route}
            basePrice={card.basePrice}
            cta="View box"
            placement={placementInGrid(index)}
          />
        ))}
        <ThemeCard name={custom.name} description={custom.description} image={custom.image} to={customTo} cta={customizes ? 'Customise' : 'Suggest a theme'} />
      </ul>
      {listing.moreThemes.length > 0 && (
        <section aria-labelledby="more-themes" className="more-themes">
          <h2 id="more-themes">More {listing.name.toLowerCase()} themes</h2>
          <ul className="card-grid">
            {listing.moreThemes.map((card) => (
              <ThemeCard
                key={card.themeId}
                name={card.name}
                description={card.summary}
                image={card.image}
                to={card.route}
                basePrice={card.basePrice}
                cta="View box"
                headingLevel={3}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

// The occasion chooser (/ocassion): a card for every occasion listing.
import occasions from 'virtual:catalog/occasions';
import { placementInGrid, ThemeCard } from './theme-card';
import '../catalog.css';

export function OccasionChooser() {
  return (
    <div className="section">
      <p className="eyebrow">Shop party boxes</p>
      <h1>What are you celebrating?</h1>
      <p className="lead">Choose the occasion, then a theme. Every box is packed in Mumbai and delivered to your door.</p>
      <ul className="card-grid" aria-label="Occasions">
        {occasions.map((occasion, index) => (
          <ThemeCard
            key={occasion.id}
            name={occasion.name}
            description={occasion.intro}
            image={occasion.image}
            to={occasion.route}
            cta="See themes"
            placement={placementInGrid(index)}
          />
        ))}
      </ul>
    </div>
  );
}

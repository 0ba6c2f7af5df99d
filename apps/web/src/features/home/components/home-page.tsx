// The home page: banner, greeting for a known customer, kit carousel, how it works and a call to action.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { greetingFor } from '@partybox/contracts/accounts';
import home from 'virtual:catalog/home';
import occasions from 'virtual:catalog/occasions';
import calendar from 'virtual:catalog/calendar';
import site from 'virtual:catalog/site';
import { fetchSession } from '../../../lib/session';
import { useProfileStore } from '../../../stores/profile-store';
import { KitCarousel } from './kit-carousel';
import { paths } from '../../../config/paths';
import '../home.css';

export function HomePage() {
  const customer = useProfileStore((state) => state.customer);
  // The prerendered page stays the same for everyone; after hydration a signed-in customer is greeted by the name
  // their account holds (a guest by the name this device remembers).
  const [accountName, setAccountName] = useState<string>();
  useEffect(() => {
    void fetchSession().then((signedIn) => setAccountName(signedIn?.name));
  }, []);
  const name = accountName ?? customer?.name;
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          {name && (
            <p className="hero__greeting" role="status">
              {greetingFor(name)}
            </p>
          )}
          <h1 className="hero__title">{site.brand.name}</h1>
          <p className="hero__tagline">{site.brand.tagline}</p>
          <p className="hero__text">Themed party boxes with decor, games, tableware and return gifts, packed in Mumbai and delivered to your door.</p>
          <p className="actions-row">
            <Link className="button button--accent" to={paths.occasions.getHref()}>
              Shop party boxes
            </Link>
            <Link className="button button--ghost hero__ghost" to={paths.custom.getHref()}>
              Plan a custom party
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="occasions-title">
        <h2 id="occasions-title">Shop by occasion</h2>
        <ul className="occasion-pills">
          {occasions.map((occasion) => (
            <li key={occasion.id}>
              <Link to={occasion.route}>{occasion.name}</Link>
            </li>
          ))}
        </ul>
      </section>

      <KitCarousel />

      <section className="section how" aria-labelledby="how-title">
        <h2 id="how-title">HOW IT WORKS</h2>
        <ol className="how__steps">
          {home.howItWorks.map((step) => (
            <li key={step.title} className="how__step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{home.callToAction}</h2>
        <p>Pick an occasion and we will take care of the rest. Order at least {calendar.leadTimeDays} days before your party.</p>
        <Link className="button button--accent" to={paths.occasions.getHref()}>
          Start Planning
        </Link>
      </section>
    </>
  );
}

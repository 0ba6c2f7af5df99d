// The footer: policy links, contact details, social link, newsletter sign-up and the current year.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { e164Phone } from '@partybox/contracts/phone';
import site from 'virtual:catalog/site';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { formatPhone } from '../../lib/format';
import { paths } from '../../config/paths';
import { mailtoHref } from '../../lib/mailto';

export function SiteFooter() {
  // The year is prerendered at build time; the browser corrects it after hydration if it has changed.
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  const { contact } = site;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__title">
            {site.brand.name}
          </h2>
          <p>{site.brand.tagline}, delivered across Mumbai.</p>
          <address className="site-footer__address">
            {contact.address}
            <br />
            <a href={mailtoHref(contact.email)}>{contact.email}</a>
            <br />
            <a href={`tel:${e164Phone(contact.phone)}`}>{formatPhone(contact.phone)}</a>
          </address>
          <a href={contact.socialUrl} target="_blank" rel="noopener noreferrer">
            {contact.socialLabel}
          </a>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            Information
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.about.getHref()}>About Us</Link>
            </li>
            <li>
              <Link to={paths.faq.getHref()}>FAQ</Link>
            </li>
            <li>
              <Link to={paths.terms.getHref()}>Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to={paths.refund.getHref()}>Refund &amp; Cancellation</Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <p className="site-footer__legal">
        © <span suppressHydrationWarning>{year}</span> {site.brand.name}, Mumbai. Prices in Indian rupees.
      </p>
    </footer>
  );
}

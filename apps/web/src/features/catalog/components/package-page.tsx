// A package from the fixed package list (/package/:id), priced in rupees when the catalog gives them, else in US
// dollars with the catalog's note on why a Mumbai shop lists dollars; other ids say so.
import { formatInr, formatUsd } from '@partybox/pricing';
import { Link, useParams } from 'react-router-dom';
import packageList from 'virtual:catalog/packages';
import { paths, servedPaths } from '../../../config/paths';
import '../catalog.css';

export function PackagePage() {
  const { id } = useParams();
  const pkg = packageList.packages.find((candidate) => candidate.id === id);
  if (!pkg) {
    return (
      <section className="page-narrow center">
        <h1>Package not found</h1>
        <p>We have no package called “{id}”. Have a look at our party boxes instead.</p>
        <Link className="button" to={paths.occasions.getHref()}>
          Browse party boxes
        </Link>
      </section>
    );
  }
  return (
    <article className="section package">
      <img src={servedPaths.images.getHref(pkg.image.src)} alt={pkg.image.alt} width={640} height={480} />
      <div>
        <p className="eyebrow">Package</p>
        <h1>{pkg.name}</h1>
        <p className="lead">{pkg.description}</p>
        {pkg.priceInr === undefined ? (
          <>
            <p className="package__price">
              {formatUsd(pkg.priceUsd)} <span className="package__currency">US dollars</span>
            </p>
            <p className="package__note">{packageList.dollarNote}</p>
          </>
        ) : (
          <p className="package__price">{formatInr(pkg.priceInr)}</p>
        )}
        <p className="actions-row">
          <Link className="button" to={paths.contact.getHref()}>
            Ask about this package
          </Link>
          <Link className="button button--ghost" to={paths.occasions.getHref()}>
            See all party boxes
          </Link>
        </p>
      </div>
    </article>
  );
}

// The live price summary of a box: Base Box, Add-ons and Total, as a labelled region.
import { formatInr } from '../../../lib/format';

interface PriceSummaryProps {
  readonly base?: number;
  readonly addons: number;
  readonly total: number;
  readonly addonsLabel?: string;
  readonly children?: React.ReactNode;
}

export function PriceSummary({ base, addons, total, addonsLabel = 'Add-ons', children }: PriceSummaryProps) {
  return (
    <section className="price-summary" aria-labelledby="price-summary-title">
      <h2 id="price-summary-title">Price summary</h2>
      <dl>
        {base !== undefined && (
          <>
            <dt>Base Box</dt>
            <dd data-testid="price-base">{formatInr(base)}</dd>
          </>
        )}
        <dt>{addonsLabel}</dt>
        <dd data-testid="price-addons">{formatInr(addons)}</dd>
        <dt className="price-summary__total">Total</dt>
        <dd className="price-summary__total" data-testid="price-total" aria-live="polite">
          {formatInr(total)}
        </dd>
      </dl>
      {children}
    </section>
  );
}

// Terms, Refund & Cancellation and Privacy: title, last-updated date and sections from the catalog.
import policies from 'virtual:catalog/policies';
import { formatDate } from '../../../lib/format';
import '../info.css';

export type PolicyName = keyof typeof policies;

export function PolicyPage({ name }: { name: PolicyName }) {
  const policy = policies[name];
  return (
    <article className="page-narrow policy">
      <h1>{policy.title}</h1>
      <p className="policy__updated">Last updated {formatDate(policy.lastUpdated)}</p>
      {policy.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

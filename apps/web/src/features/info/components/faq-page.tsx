// FAQ: one answer open at a time; clicking the open question closes it.
import { useId, useState } from 'react';
import faq from 'virtual:catalog/faq';
import { ChevronIcon } from '../../../components/icons';
import '../info.css';

export function FaqPage() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="page-narrow">
      <h1>Frequently asked questions</h1>
      <ul className="faq" aria-label="Questions and answers">
        {faq.map((entry, index) => {
          const expanded = open === index;
          return (
            <li key={entry.question} className="faq__item">
              <h2 className="faq__question">
                <button type="button" aria-expanded={expanded} aria-controls={`${baseId}-${index}`} onClick={() => setOpen(expanded ? null : index)}>
                  <span>{entry.question}</span>
                  <ChevronIcon direction="down" />
                </button>
              </h2>
              <div id={`${baseId}-${index}`} className="faq__answer" hidden={!expanded}>
                <p>{entry.answer}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

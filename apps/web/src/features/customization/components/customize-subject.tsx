// What /customize is personalising: the party's boxes (every box of the checkout: one order is one party), a
// listing's occasion, or nothing yet.
import { Link } from 'react-router-dom';
import type { CheckoutLine } from '../../../lib/checkout-api';
import { themePageTitle } from '../../../lib/page-meta';

interface CustomizeSubjectProps {
  /** The checkout's boxes, one per theme. */
  readonly boxes: readonly Pick<CheckoutLine, 'themeName' | 'route'>[];
  readonly occasion?: string;
}

/** "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function CustomizeSubject({ boxes, occasion }: CustomizeSubjectProps) {
  if (boxes.length > 1) {
    return (
      <p className="customize-subject card">
        These details are for your whole party: the <strong>{listed(boxes.map((box) => box.themeName))}</strong> boxes arrive together for one event, so tell us
        about it once.
      </p>
    );
  }
  const [box] = boxes;
  if (box) {
    return (
      <p className="customize-subject card">
        Personalising your <strong>{themePageTitle(box.themeName)}</strong>. <Link to={box.route}>Back to the theme</Link>
      </p>
    );
  }
  if (occasion) {
    return (
      <p className="customize-subject card">
        Designing your own <strong>{occasion}</strong> theme: describe your idea in the instructions and we&apos;ll build a box around it.
      </p>
    );
  }
  return <p className="lead">Tell us about your celebration and we&apos;ll tailor the box to it.</p>;
}

// What /customize is personalising: the chosen theme (named by its cart line), a listing's occasion, or neither.
import { Link } from 'react-router-dom';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';

export function CustomizeSubject() {
  const themeId = useCheckoutStore((state) => state.themeId);
  const occasion = useCheckoutStore((state) => state.occasion);
  const line = useCartStore((state) => state.lines.find((candidate) => candidate.themeId === themeId));

  if (themeId) {
    return (
      <p className="customize-subject card">
        Personalising your <strong>{line?.themeName ?? 'chosen theme'}</strong> party box.{' '}
        {line && <Link to={line.route}>Back to the theme</Link>}
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

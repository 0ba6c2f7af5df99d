// An add-on's price as its checklist shows it. When the catalog labels an add-on with a price other than the one
// charged (Glow's UV lights: ₹1,299 on the label, ₹299 charged), the label price is struck through before the
// charged one, and a screen reader hears "+₹1,299, now +₹299", so the total is never a surprise.
import { formatInr } from '../../../lib/format';

export function AddonPrice({ labelPrice, price }: { readonly labelPrice: number; readonly price: number }) {
  if (labelPrice === price) return <span className="addon-list__price">+{formatInr(price)}</span>;
  return (
    <span className="addon-list__price">
      <s className="addon-list__was">+{formatInr(labelPrice)}</s>
      <span className="visually-hidden">, now</span> <span className="addon-list__now">+{formatInr(price)}</span>
    </span>
  );
}

// An add-on's price as its checklist shows it. When the catalog labels an add-on with a price other than the one
// charged (Glow's UV lights: ₹1,299 on the label, ₹299 charged), the charged price comes first and the label price
// beside it as the catalog's listed price, never struck through: that would read as a sale that never ends. The words
// are catalog/site.json's `listedPrice`; a screen reader hears one sentence saying which figure is paid.
import site from 'virtual:catalog/site';
import { formatInr } from '../../../lib/format';

export function AddonPrice({ labelPrice, price }: { readonly labelPrice: number; readonly price: number }) {
  const charged = `+${formatInr(price)}`;
  if (labelPrice === price) return <span className="addon-list__price">{charged}</span>;
  const fill = (text: string) => text.replaceAll('{listed}', formatInr(labelPrice)).replaceAll('{price}', formatInr(price));
  return (
    <span className="addon-list__price">
      <span aria-hidden="true">
        {charged} <span className="addon-list__listed">{fill(site.listedPrice.visible)}</span>
      </span>
      <span className="visually-hidden">{fill(site.listedPrice.explained)}</span>
    </span>
  );
}

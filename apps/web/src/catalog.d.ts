// Types of the catalog's virtual modules (vite/catalog-plugin.ts).
declare module 'virtual:catalog/site' {
  import type { Site } from '@partybox/catalog/types';
  const site: Pick<Site, 'brand' | 'contact' | 'shippingFee' | 'listedPrice'> & {
    /** The lead time in days, from catalog/calendar.json (its one home), carried here for the pages that quote it. */
    leadTimeDays: number;
    occasions: { id: string; name: string; route: string }[];
  };
  export default site;
}
declare module 'virtual:catalog/home' {
  import type { Site } from '@partybox/catalog/types';
  const home: Site['home'];
  export default home;
}
declare module 'virtual:catalog/about' {
  import type { Site } from '@partybox/catalog/types';
  const about: Site['about'];
  export default about;
}
declare module 'virtual:catalog/faq' {
  import type { Site } from '@partybox/catalog/types';
  const faq: Site['faq'];
  export default faq;
}
declare module 'virtual:catalog/policies' {
  import type { Site } from '@partybox/catalog/types';
  const policies: Site['policies'];
  export default policies;
}
declare module 'virtual:catalog/payment' {
  import type { Site } from '@partybox/catalog/types';
  const payment: Site['payment'];
  export default payment;
}
declare module 'virtual:catalog/confirmation' {
  import type { Site } from '@partybox/catalog/types';
  const confirmation: Site['confirmation'];
  export default confirmation;
}
declare module 'virtual:catalog/occasions' {
  import type { CatalogImage } from '@partybox/catalog/types';
  const occasions: { id: string; name: string; route: string; image: CatalogImage; intro: string }[];
  export default occasions;
}
declare module 'virtual:catalog/packages' {
  import type { PackageList } from '@partybox/catalog/types';
  const packages: Pick<PackageList, 'dollarNote' | 'packages'>;
  export default packages;
}
declare module 'virtual:catalog/addon-page' {
  import type { ResolvedAddon } from '@partybox/catalog/model';
  const addons: ResolvedAddon[];
  export default addons;
}
declare module 'virtual:catalog/delivery-area' {
  import type { DeliveryArea } from '@partybox/catalog/types';
  const area: Omit<DeliveryArea, '$schema'>;
  export default area;
}
declare module 'virtual:catalog/delivery-hold' {
  import type { DeliveryCalendar } from '@partybox/catalog/types';
  /** What the checkout says about the place held for it (catalog/calendar.json's holdTexts). */
  const texts: DeliveryCalendar['holdTexts'];
  export default texts;
}
declare module 'virtual:catalog/page-index' {
  import type { CatalogPage } from './lib/catalog-page';
  const pages: Record<string, () => Promise<{ default: CatalogPage }>>;
  export default pages;
}

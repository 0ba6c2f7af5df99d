// Route: every catalog page (a theme or an occasion listing), rendered from the catalog with no code per theme.
import { data, useLoaderData } from 'react-router-dom';
import { ListingPage } from '../../features/catalog/components/listing-page';
import { ThemePage } from '../../features/catalog/components/theme-page';
import { useProceedToCheckout } from '../../features/checkout/api/use-proceed-to-checkout';
import { loadCatalogPage, type CatalogPage } from '../../lib/catalog-page';
import { themePageTitle, type RouteHandle } from '../../lib/page-meta';

export async function loader({ params }: { params: { slug?: string } }): Promise<CatalogPage> {
  const page = await loadCatalogPage(params.slug ?? '');
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function Component() {
  const page = useLoaderData() as CatalogPage;
  // The theme page's way into the checkout (features never import each other, so the route composes them).
  const checkout = useProceedToCheckout();
  return page.kind === 'theme' ? <ThemePage key={page.theme.id} theme={page.theme} checkout={checkout} /> : <ListingPage listing={page.listing} />;
}

export const handle: RouteHandle = {
  meta: (loaded) => {
    const page = loaded as CatalogPage | undefined;
    if (!page) return { title: 'Page not found', description: 'This page does not exist.' };
    return page.kind === 'theme'
      ? { title: themePageTitle(page.theme.name), description: page.theme.summary }
      : { title: page.listing.heading, description: page.listing.intro };
  },
};

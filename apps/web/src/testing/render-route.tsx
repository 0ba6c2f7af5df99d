// Renders one route module as the app does (memory router, stores loaded after the first render, the app's one
// query client with an empty cache), so component tests drive real pages. Any other path renders a marker
// naming it, to assert navigations. There is no QueryClientProvider, as in the app: hooks pass the client.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type LoaderFunction } from 'react-router-dom';
import { useRehydrateStores } from '../lib/persisted-store';
import { queryClient } from '../lib/query-client';
import { useCartStore } from '../stores/cart-store';
import { useCheckoutIdStore } from '../stores/checkout-id-store';
import { useProfileStore } from '../stores/profile-store';
import { useWishlistStore } from '../stores/wishlist-store';

// jsdom has <dialog> but not showModal()/close(); these stand-ins open and close it the way browsers do.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/** What a route file under src/app/routes exports. */
export interface RouteModule {
  readonly Component: ComponentType;
  readonly loader?: LoaderFunction;
  readonly handle?: unknown;
}

function TestLayout() {
  useRehydrateStores();
  return <Outlet />;
}

function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">Now at {pathname}</p>;
}

/** Renders `module` at `path` (the URL `at`, by default `path`, with a navigation state when `at` gives one). */
export function renderRoute(module: RouteModule, { path, at = path }: { path: string; at?: string | { pathname: string; state: unknown } }) {
  // A fresh cache per test, and failed reads reported at once rather than retried after a delay.
  queryClient.clear();
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: TestLayout,
        children: [
          { path, ...module },
          { path: '*', Component: Elsewhere },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { ...view, user, router, queryClient };
}

/** The path the router shows after a navigation away from the page under test. */
export async function findNavigatedPath(): Promise<string> {
  const marker = await screen.findByTestId('elsewhere');
  return marker.textContent?.replace('Now at ', '') ?? '';
}

/** Puts every persisted store back to its empty state, in memory and in localStorage. */
export function resetStores(): void {
  for (const store of [useCartStore, useCheckoutIdStore, useProfileStore, useWishlistStore] as const) {
    (store.setState as (state: unknown, replace: true) => void)(store.getInitialState(), true);
    store.persist.clearStorage();
  }
}

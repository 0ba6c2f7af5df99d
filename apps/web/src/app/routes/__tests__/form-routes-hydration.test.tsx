// The form pages are prerendered with empty stores and hydrated in a browser that may hold saved data (the stores, and
// the checkout the server holds): the first browser render must match the HTML exactly, and the saved data must show
// once the stores and the checkout have loaded.
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, Outlet, RouterProvider, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutId, checkoutView, deliveryCalendarView, placedOrder } from '../../../testing/checkout-server';

type RouteModule = Pick<RouteObject, 'Component' | 'loader' | 'handle'>;

const saved = {
  profile: { customer: { name: 'Asha Mehta', phone: '9820098200', email: 'asha@example.com', createdAt: '2025-07-09T06:30:00.000Z' } },
  cart: {
    lines: [
      { id: 'l1', themeId: 'space', themeName: 'Space Adventure', route: '/space', image: { src: '', alt: '' }, basePrice: 14999, addons: [], quantity: 1 },
    ],
  },
  // The checkout under way (the server holds its steps) and the last one completed on this device.
  'checkout-id': {
    id: checkoutId,
    completedId: 'b1c2d3e4-0000-4000-8000-000000000001',
    lastOrder: { id: 'o-1', orderNumber: placedOrder.orderNumber, accessToken: 't' },
  },
  wishlist: { items: [] },
};

const pages: [string, () => Promise<RouteModule>, () => Promise<unknown>][] = [
  ['/contact', () => import('../contact'), () => screen.findByRole('heading', { name: 'CONTACT ME' })],
  ['/customize', () => import('../customize'), () => screen.findByDisplayValue('Chocolate, 1 kg')],
  ['/custom', () => import('../custom'), () => screen.findByDisplayValue('Asha Mehta')],
  ['/delivery', () => import('../delivery'), () => screen.findByDisplayValue('12 Sea View')],
  ['/payment', () => import('../payment'), () => screen.findByRole('radio', { name: 'UPI / GPay', checked: true })],
  ['/confirmation', () => import('../confirmation'), () => screen.findByRole('heading', { name: 'Order received' })],
  ['/suggesttheme', () => import('../suggest-theme'), () => screen.findByRole('heading', { name: 'Suggest Your Own Theme' })],
  ['/profile', () => import('../profile'), () => screen.findByRole('heading', { level: 1, name: 'Asha Mehta' })],
  ['/edit-profile', () => import('../edit-profile'), () => screen.findByDisplayValue('asha@example.com')],
];

/** What the API answers: the checkout with its saved steps, the completed one with its order, that order, and the delivery calendar. */
function answerFor(url: string): unknown {
  if (url.startsWith('/api/delivery-calendar')) return deliveryCalendarView();
  if (url === `/api/checkouts/${checkoutId}`) {
    return checkoutView({
      customization: { id: 'customization-record-0001', name: 'Asha Mehta', phone: '9820098200', eventDate: '2030-01-01', cakeDetails: 'Chocolate, 1 kg' },
      delivery: {
        id: 'delivery-record-0001',
        fullName: 'Asha Mehta',
        phone: '9820098200',
        addressLine1: '12 Sea View',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        country: 'India',
      },
      payment: { method: 'upi' },
    });
  }
  if (url.startsWith('/api/checkouts/'))
    return checkoutView({ status: 'completed', order: { id: 'o-1', orderNumber: placedOrder.orderNumber, accessToken: 't' } });
  return placedOrder;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(pages)('%s', (path, load, savedDataShown) => {
  it('hydrates the prerendered HTML without a mismatch, then shows the saved data', async () => {
    // Fresh store modules, as in a new page load, with the customer's data waiting in localStorage.
    vi.resetModules();
    for (const [name, state] of Object.entries(saved)) localStorage.setItem(`partybox:${name}`, JSON.stringify({ state, version: 1 }));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => Response.json(answerFor(String(input))));
    const module = await load();
    const { useRehydrateStores } = await import('../../../lib/persisted-store');
    function Layout() {
      useRehydrateStores();
      return <Outlet />;
    }
    const routes: RouteObject[] = [{ path: '/', Component: Layout, children: [{ path, Component: module.Component, handle: module.handle }] }];

    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(`http://localhost${path}`));
    if (context instanceof Response) throw new Error(`${path} redirected`);
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
    expect(html).not.toContain('Asha');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const problems: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData: context.loaderData } });
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => problems.push(error) });
    });

    await waitFor(savedDataShown);
    expect(problems).toEqual([]);
  });
});

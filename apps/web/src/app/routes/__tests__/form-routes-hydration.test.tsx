// The form pages are prerendered with empty stores and hydrated in a browser that may hold saved data: the first
// browser render must match the HTML exactly, and the saved data must show once the stores have loaded.
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, Outlet, RouterProvider, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

type RouteModule = Pick<RouteObject, 'Component' | 'loader' | 'handle'>;

const saved = {
  profile: { customer: { name: 'Asha Mehta', phone: '9820098200', email: 'asha@example.com', createdAt: '2025-07-09T06:30:00.000Z' } },
  cart: {
    lines: [
      { id: 'l1', themeId: 'space', themeName: 'Space Adventure', route: '/space', image: { src: '', alt: '' }, basePrice: 14999, addons: [], quantity: 1 },
    ],
  },
  checkout: { themeId: 'space', lastOrderId: 'o-1' },
  // A draft typed after order o-1, so it belongs to the party being ordered.
  customization: { draft: { cakeDetails: 'Chocolate, 1 kg' }, after: 'o-1' },
  delivery: { draft: { addressLine1: '12 Sea View' }, savedId: 'd-0000000000000001' },
  payment: { method: 'upi', bank: '' },
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
    vi.stubGlobal('fetch', () => new Promise(() => {}));
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

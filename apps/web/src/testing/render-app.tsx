// Renders the real app routes at a path in a memory router, as the browser would after navigation.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router';

/** Renders the storefront at `path`; returns the router (for its location) and the testing-library helpers. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

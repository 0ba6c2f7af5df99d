// Browser entry: hydrates the prerendered page once the router has loaded the page's code, or renders
// from scratch when the HTML was prerendered for another path (the 404 page served for unknown paths).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { routes } from './app/router';
import './styles/index.css';

const container = document.getElementById('root')!;
const routerData = document.getElementById('router-data');
const hydrating = routerData !== null && container.dataset.path === window.location.pathname;
const hydrationData = hydrating ? (JSON.parse(routerData.textContent ?? '{}') as HydrationState) : undefined;
const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

function whenInitialized(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// Hydrating inside a transition lets React yield to the browser between components instead of blocking it.
void whenInitialized().then(() => {
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});

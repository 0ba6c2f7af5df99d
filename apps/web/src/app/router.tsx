// Every route of the storefront. Screens load lazily, so a page downloads only its own code; catalog pages
// (themes and occasion listings) share one generic route that loads the page's data from the catalog.
// A lazy route's id names its module ("routes/home"), so the prerender can preload exactly its chunks and CSS.
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, id: 'routes/home#index', lazy: () => import('./routes/home') },
          { path: 'home', id: 'routes/home', lazy: () => import('./routes/home') },
          { path: 'about', id: 'routes/about', lazy: () => import('./routes/about') },
          { path: 'contact', id: 'routes/contact', lazy: () => import('./routes/contact') },
          { path: 'faq', id: 'routes/faq', lazy: () => import('./routes/faq') },
          { path: 'terms', id: 'routes/terms', lazy: () => import('./routes/terms') },
          { path: 'refund', id: 'routes/refund', lazy: () => import('./routes/refund') },
          { path: 'privacy', id: 'routes/privacy', lazy: () => import('./routes/privacy') },
          { path: 'package/:id', id: 'routes/package', lazy: () => import('./routes/package') },
          { path: 'customize', id: 'routes/customize', lazy: () => import('./routes/customize') },
          { path: 'custom', id: 'routes/custom', lazy: () => import('./routes/custom') },
          { path: 'delivery', id: 'routes/delivery', lazy: () => import('./routes/delivery') },
          { path: 'payment', id: 'routes/payment', lazy: () => import('./routes/payment') },
          { path: 'confirmation', id: 'routes/confirmation', lazy: () => import('./routes/confirmation') },
          { path: 'profile', id: 'routes/profile', lazy: () => import('./routes/profile') },
          { path: 'edit-profile', id: 'routes/edit-profile', lazy: () => import('./routes/edit-profile') },
          { path: 'cart', id: 'routes/cart', lazy: () => import('./routes/cart') },
          { path: 'addon', id: 'routes/addon', lazy: () => import('./routes/addon') },
          { path: 'ocassion', id: 'routes/ocassion', lazy: () => import('./routes/ocassion') },
          { path: 'suggesttheme', id: 'routes/suggest-theme', lazy: () => import('./routes/suggest-theme') },
          { path: ':slug', id: 'routes/catalog-page', lazy: () => import('./routes/catalog-page') },
          { path: '*', id: 'routes/not-found', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

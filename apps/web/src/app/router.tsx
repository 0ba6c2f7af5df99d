// Every route of the storefront. Screens load lazily, so a page downloads only its own code; catalog pages
// (themes and occasion listings) share one generic route that loads the page's data from the catalog.
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
          { index: true, lazy: () => import('./routes/home') },
          { path: 'home', lazy: () => import('./routes/home') },
          { path: 'about', lazy: () => import('./routes/about') },
          { path: 'contact', lazy: () => import('./routes/contact') },
          { path: 'faq', lazy: () => import('./routes/faq') },
          { path: 'terms', lazy: () => import('./routes/terms') },
          { path: 'refund', lazy: () => import('./routes/refund') },
          { path: 'privacy', lazy: () => import('./routes/privacy') },
          { path: 'package/:id', lazy: () => import('./routes/package') },
          { path: 'customize', lazy: () => import('./routes/customize') },
          { path: 'custom', lazy: () => import('./routes/custom') },
          { path: 'delivery', lazy: () => import('./routes/delivery') },
          { path: 'payment', lazy: () => import('./routes/payment') },
          { path: 'confirmation', lazy: () => import('./routes/confirmation') },
          { path: 'profile', lazy: () => import('./routes/profile') },
          { path: 'edit-profile', lazy: () => import('./routes/edit-profile') },
          { path: 'cart', lazy: () => import('./routes/cart') },
          { path: 'addon', lazy: () => import('./routes/addon') },
          { path: 'ocassion', lazy: () => import('./routes/ocassion') },
          { path: 'suggesttheme', lazy: () => import('./routes/suggest-theme') },
          { path: ':slug', lazy: () => import('./routes/catalog-page') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

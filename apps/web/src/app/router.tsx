// Every route of the storefront. Screens load lazily, so a page downloads only its own code; catalog pages
// (themes and occasion listings) share one generic route that loads the page's data from the catalog.
// A lazy route's id names its module ("routes/home"), so the prerender can preload exactly its chunks and CSS.
// Paths come from config/paths.ts, the one place they are defined.
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, id: 'routes/home#index', lazy: () => import('./routes/home') },
          { path: paths.home.path, id: 'routes/home', lazy: () => import('./routes/home') },
          { path: paths.about.path, id: 'routes/about', lazy: () => import('./routes/about') },
          { path: paths.contact.path, id: 'routes/contact', lazy: () => import('./routes/contact') },
          { path: paths.faq.path, id: 'routes/faq', lazy: () => import('./routes/faq') },
          { path: paths.terms.path, id: 'routes/terms', lazy: () => import('./routes/terms') },
          { path: paths.refund.path, id: 'routes/refund', lazy: () => import('./routes/refund') },
          { path: paths.privacy.path, id: 'routes/privacy', lazy: () => import('./routes/privacy') },
          { path: paths.package.path, id: 'routes/package', lazy: () => import('./routes/package') },
          { path: paths.customize.path, id: 'routes/customize', lazy: () => import('./routes/customize') },
          { path: paths.custom.path, id: 'routes/custom', lazy: () => import('./routes/custom') },
          { path: paths.delivery.path, id: 'routes/delivery', lazy: () => import('./routes/delivery') },
          { path: paths.payment.path, id: 'routes/payment', lazy: () => import('./routes/payment') },
          { path: paths.confirmation.path, id: 'routes/confirmation', lazy: () => import('./routes/confirmation') },
          { path: paths.order.path, id: 'routes/order', lazy: () => import('./routes/order') },
          { path: paths.orders.path, id: 'routes/my-orders', lazy: () => import('./routes/my-orders') },
          { path: paths.orderStatus.path, id: 'routes/order#status', lazy: () => import('./routes/order') },
          { path: paths.profile.path, id: 'routes/profile', lazy: () => import('./routes/profile') },
          { path: paths.editProfile.path, id: 'routes/edit-profile', lazy: () => import('./routes/edit-profile') },
          { path: paths.cart.path, id: 'routes/cart', lazy: () => import('./routes/cart') },
          { path: paths.addon.path, id: 'routes/addon', lazy: () => import('./routes/addon') },
          { path: paths.occasions.path, id: 'routes/ocassion', lazy: () => import('./routes/ocassion') },
          { path: paths.suggestTheme.path, id: 'routes/suggest-theme', lazy: () => import('./routes/suggest-theme') },
          { path: paths.signIn.path, id: 'routes/sign-in', lazy: () => import('./routes/sign-in') },
          { path: paths.signUp.path, id: 'routes/sign-up', lazy: () => import('./routes/sign-up') },
          { path: paths.forgotPassword.path, id: 'routes/forgot-password', lazy: () => import('./routes/forgot-password') },
          { path: paths.account.path, id: 'routes/account', lazy: () => import('./routes/account') },
          // Any other single segment is a catalog page (a theme or a listing); the catalog check keeps it off the paths above.
          { path: ':slug', id: 'routes/catalog-page', lazy: () => import('./routes/catalog-page') },
          { path: '*', id: 'routes/not-found', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
  // The operations console, in its own chunk, which the shop never loads; it picks its pages itself (app/console-layout.tsx).
  { path: `${paths.admin.path}/*`, id: 'routes/admin', lazy: () => import('./routes/admin'), ErrorBoundary: RouteError },
];

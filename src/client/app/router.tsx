import type { ComponentType } from 'react';
import { createBrowserRouter, data } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { HomePage } from '../features/home/home-page';
import { ErrorPage } from './error-pages';
import { AdminOnly, RequireAuth, StaffOnly } from './guards';
import { Layout } from './layout';
import { retryingImport } from '../lib/lazy-retrying';

// The shop-floor and admin screens load on demand, each in its own chunk.
const page = (load: () => Promise<{ [name: string]: unknown }>, name: string) => {
  const loadOnce = retryingImport(load);
  return { lazy: async () => ({ Component: (await loadOnce())[name] as ComponentType }) };
};

/** The routes of spec section 2. Everything but / and /login is behind the sign-in guard and a role guard. */
export const routes = [
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      {
        // Errors inside a page keep the navigation bar.
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <LoginPage /> },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <StaffOnly />,
                children: [
                  {
                    path: 'take-order',
                    ...page(
                      () => import('../features/take-order/take-order-page'),
                      'TakeOrderPage',
                    ),
                  },
                  {
                    path: 'make-orders',
                    ...page(
                      () => import('../features/make-orders/make-orders-page'),
                      'MakeOrdersPage',
                    ),
                  },
                  {
                    path: 'make-orders/backup',
                    ...page(() => import('../features/make-orders/backup-page'), 'BackupPage'),
                  },
                  {
                    path: 'make-orders/:id',
                    ...page(
                      () => import('../features/make-orders/make-order-page'),
                      'MakeOrderPage',
                    ),
                  },
                  {
                    path: 'checkout-order/:id',
                    ...page(() => import('../features/checkout/checkout-page'), 'CheckoutPage'),
                  },
                ],
              },
              {
                element: <AdminOnly />,
                children: [
                  {
                    path: 'admin',
                    ...page(() => import('../features/admin/admin-page'), 'AdminPage'),
                  },
                ],
              },
            ],
          },
          {
            path: '*',
            loader: () => {
              throw data(null, { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

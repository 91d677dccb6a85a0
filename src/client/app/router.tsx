import { Suspense, lazy, type ComponentType } from 'react';
import { ErrorBoundary } from './error-boundary';
import { Outlet, Route, Routes, matchPath, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { LoginPage } from '../features/auth/login-page';
import { lazyRetrying, retryingImport } from '../lib/lazy-retrying';
import { ErrorPage, NotFoundPage } from './error-pages';
import { AdminOnly, loadStoreProvider, RequireAuth, StaffOnly } from './guards';
import { Layout } from './layout';

// The shop-floor and admin screens load on demand, each in its own chunk. React Router's
// declarative mode, not its data router: it is 17 KB lighter on the first load (decision 020).
function page(path: string, load: () => Promise<{ [name: string]: unknown }>, name: string) {
  const loadOnce = retryingImport(load);
  const Component = lazy(async () => ({ default: (await loadOnce())[name] as ComponentType }));
  return { path, load: loadOnce, element: <Component /> };
}

// The home page loads on demand too: the sign-in page's first load has no room for it (decision 020).
const HomePage = lazyRetrying(async () => (await import('../features/home/home-page')).HomePage);

const staffPages = [
  page('take-order', () => import('../features/take-order/take-order-page'), 'TakeOrderPage'),
  page('make-orders', () => import('../features/make-orders/make-orders-page'), 'MakeOrdersPage'),
  page('make-orders/backup', () => import('../features/make-orders/backup-page'), 'BackupPage'),
  page('make-orders/:id', () => import('../features/make-orders/make-order-page'), 'MakeOrderPage'),
  page('sync/*', () => import('./offline-routes'), 'OfflineRoutes'),
  page('checkout-order/:id', () => import('../features/checkout/checkout-page'), 'CheckoutPage'),
  page('drawer/*', () => import('../features/drawer/drawer-routes'), 'DrawerRoutes'),
  page('orders/*', () => import('../features/history/history-routes'), 'HistoryRoutes'),
  page('inventory', () => import('../features/inventory/inventory-page'), 'InventoryPage'),
];
const adminPages = [
  page('admin', () => import('../features/admin/admin-page'), 'AdminPage'),
  page('reports', () => import('../features/reports/reports-page'), 'ReportsPage'),
];

/**
 * Starts loading the chunk of the page at `pathname` and the data layer at once, alongside the
 * session check, instead of after the guards have let the page render.
 */
export function preloadPage(pathname: string) {
  const match = [...staffPages, ...adminPages].find((p) => matchPath(`/${p.path}`, pathname));
  if (!match) return;
  void match.load();
  void loadStoreProvider();
}

/**
 * Errors inside a page keep the navigation bar; the boundary starts over on the next navigation.
 * A page's chunk loads behind the spinner.
 */
function PageFrame() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} FallbackComponent={ErrorPage}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The routes of spec section 2. Everything but / and /login is behind the sign-in guard and a role guard. */
export function AppRoutes() {
  return (
    <ErrorBoundary FallbackComponent={ErrorPage}>
      <Routes>
        <Route element={<Layout />}>
          <Route element={<PageFrame />}>
            <Route index element={<HomePage />} />
            <Route path="login" element={<LoginPage />} />
            <Route element={<RequireAuth />}>
              <Route element={<StaffOnly />}>
                {staffPages.map((p) => (
                  <Route key={p.path} path={p.path} element={p.element} />
                ))}
              </Route>
              <Route element={<AdminOnly />}>
                {adminPages.map((p) => (
                  <Route key={p.path} path={p.path} element={p.element} />
                ))}
              </Route>
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}

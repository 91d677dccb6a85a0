import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { isAdminUser, isStaffUser, type User } from '../lib/state/user';
import { useSession } from '../lib/state/hooks';
import { lazyRetrying, retryingImport } from '../lib/lazy-retrying';
import { ForbiddenPage } from './error-pages';

/** The data layer, loaded with the first signed-in screen (or preloaded with its chunk, router.tsx). */
export const loadStoreProvider = retryingImport(() => import('./store-provider'));
const StoreProvider = lazyRetrying(async () => (await loadStoreProvider()).SignedInStore);

/**
 * Signed in, else to /login remembering where the visitor was going. A spinner while the user (or
 * the data layer) loads.
 */
export function RequireAuth() {
  const { isAuthenticated, user } = useSession();
  const location = useLocation();
  if (isAuthenticated === false) return <Navigate to="/login" replace state={{ from: location }} />;
  if (isAuthenticated === null || !user) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <StoreProvider>
        <Outlet />
      </StoreProvider>
    </Suspense>
  );
}

/** Mirrors the server's guards: staff pages need is_staff or is_admin, /admin needs is_admin. */
function RequireRole({ allows }: { allows: (user: User | null) => boolean }) {
  const { user } = useSession();
  return allows(user) ? <Outlet /> : <ForbiddenPage />;
}

export const StaffOnly = () => <RequireRole allows={isStaffUser} />;
export const AdminOnly = () => <RequireRole allows={isAdminUser} />;

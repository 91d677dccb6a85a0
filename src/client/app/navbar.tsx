import { Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { Logo } from '../components/logo';
import { Button, buttonClasses } from '../components/ui/button';
import { PRODUCT_NAME } from '../components/ui/page';
import { isStaffUser } from '../lib/state/user';
import { cn } from '../lib/cn';
import { lazyRetrying, retryingImport } from '../lib/lazy-retrying';
import { useSession } from '../lib/state/hooks';
import { useIsWide } from '../lib/use-media-query';

// Signed-in widgets (popovers, drawer, select, dropdown menu) load after sign-in, not with /login.
const widgets = retryingImport(() => import('./navbar-widgets'));
const ShellPanel = lazyRetrying(async () => (await widgets()).ShellPanel);
const CartPanel = lazyRetrying(async () => (await widgets()).CartPanel);
const LocationPanel = lazyRetrying(async () => (await widgets()).LocationPanel);
const UserMenu = lazyRetrying(async () => (await widgets()).UserMenu);

// Inventory joins them from 1024 px (narrower, the user menu has it: the bar has no room left).
const STAFF_LINKS = [
  { to: '/take-order', label: 'Take Order' },
  { to: '/make-orders', label: 'Make Orders' },
  { to: '/inventory', label: 'Inventory', className: 'hidden lg:inline-flex' },
];

export function Navbar() {
  const { isAuthenticated, user } = useSession();
  const wide = useIsWide();
  const staff = isStaffUser(user);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6"
      >
        {/* The name begins with the visible text, as a speech-input user would say it. */}
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="mr-auto rounded-lg p-1">
          <Logo iconClassName="size-9" className="text-lg" />
        </Link>
        {staff && wide && (
          <div className="flex items-center gap-1">
            {STAFF_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cn(buttonClasses('ghost'), link.className, isActive && 'bg-teal-50 text-teal-800')
                }
              >
                {link.label}
              </NavLink>
            ))}
          </div>
        )}
        <Suspense fallback={null}>
          {staff && user && <ShellPanel userId={user.id} />}
          {staff && user && <CartPanel userId={user.id} />}
          {staff && <LocationPanel />}
        </Suspense>
        {isAuthenticated === false && (
          <Button asChild variant="primary">
            <Link to="/login">Login</Link>
          </Button>
        )}
        <Suspense fallback={null}>
          {isAuthenticated && user && <UserMenu user={user} wide={wide} />}
        </Suspense>
      </nav>
    </header>
  );
}

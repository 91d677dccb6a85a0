import { CupSoda } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Page, PRODUCT_NAME } from '../../components/ui/page';
import { isStaffUser } from '../../lib/state/user';
import { useSession } from '../../lib/state/hooks';

export function HomePage() {
  const { isAuthenticated, user } = useSession();
  return (
    <Page
      title="Home"
      description="Home Page"
      className="flex flex-col items-center gap-6 py-16 text-center"
    >
      <span className="inline-flex size-28 items-center justify-center rounded-3xl bg-teal-700 p-5 text-white shadow-lg">
        <CupSoda className="size-full" aria-label={`${PRODUCT_NAME} logo`} />
      </span>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">
        {user ? `Welcome back, ${user.first_name || user.email}!` : `Welcome to ${PRODUCT_NAME}!`}
      </h1>
      <p className="max-w-xl text-lg text-slate-600">
        Ring up drinks, work the live queue top to bottom and keep the menu up to date, all in one
        place.
      </p>
      {isAuthenticated === false && (
        <Button asChild size="lg">
          <Link to="/login">Log in to get started</Link>
        </Button>
      )}
      {isStaffUser(user) && (
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/take-order">Take Order</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/make-orders">Make Orders</Link>
          </Button>
        </div>
      )}
    </Page>
  );
}

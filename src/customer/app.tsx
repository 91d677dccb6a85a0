/** @jsxImportSource preact */
import { BoardPage } from './board-page';
import { LocationsPage } from './locations-page';
import { MenuPage } from './menu-page';
import { followLink, useRoute } from './router';
import { StatusPage } from './status-page';
import { Notice, PageHeading, PageShell } from './ui';

/** The customer pages, one per route; keyed by their record, so that another starts afresh. */
export function CustomerApp() {
  const route = useRoute();
  switch (route.page) {
    case 'locations':
      return <LocationsPage />;
    case 'menu':
      return <MenuPage key={route.locationId} locationId={route.locationId} />;
    case 'status':
      return <StatusPage key={route.token} token={route.token} />;
    case 'board':
      return <BoardPage key={route.locationId} locationId={route.locationId} />;
    default:
      return (
        <PageShell>
          <PageHeading>Page not found</PageHeading>
          <Notice>
            There is nothing at this address.{' '}
            <a href="/order" onClick={followLink} class="font-semibold text-teal-800 underline">
              Order ahead
            </a>
          </Notice>
        </PageShell>
      );
  }
}

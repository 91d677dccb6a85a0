import { Route, Routes } from 'react-router';
import { DrawerPage } from './drawer-page';
import { ZReportPage } from './z-report-page';

/** A path under /drawer that neither matches: the page frame's error boundary shows the 404. */
function NotFound(): never {
  throw new Error('404 Not Found');
}

/**
 * The cash drawer and its Z reports under /drawer: one chunk and one entry of the app's router
 * (router.tsx), since each entry there adds to the sign-in page's budgeted first load.
 */
export function DrawerRoutes() {
  return (
    <Routes>
      <Route index element={<DrawerPage />} />
      <Route path=":id" element={<ZReportPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

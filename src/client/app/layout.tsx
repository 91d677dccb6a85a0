import { Outlet } from 'react-router';
import { Navbar } from './navbar';

/** Every page: the navigation bar above the content. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <Navbar />
      <div className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}

import { Outlet } from 'react-router';
import { Navbar } from './navbar';
import { ToastHost } from './toast-host';

/** Every page: the navigation bar above the content, and the toasts' place. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <Navbar />
      {/* Under the navbar: on phones toasts take their room in the page (app/toasts.tsx). */}
      <ToastHost />
      <div className="flex-1">
        <Outlet />
      </div>
    </div>
  );
}

import { ClipboardList, CupSoda, Package, ShoppingCart, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useNavigate } from 'react-router';
import { useUnpaidOrderItemsQuery } from '../lib/api/orders-api';
import { cn } from '../lib/cn';
import { useLocationId } from '../lib/state/use-location-id';

const TAB =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700';
const IDLE = 'text-slate-700';
const ACTIVE = 'text-teal-800 bg-teal-50';

function TabLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <NavLink to={to} className={({ isActive }) => cn(TAB, isActive ? ACTIVE : IDLE)}>
      <Icon className="size-6" aria-hidden />
      {children}
    </NavLink>
  );
}

/** The cart's tab: its item count; a tap opens the checkout of the order at the chosen location. */
function CartTab({ userId }: { userId: number }) {
  const navigate = useNavigate();
  const locationId = useLocationId();
  const { data: items = [] } = useUnpaidOrderItemsQuery(userId);
  const order = items.find((item) => item.order__location === locationId) ?? items[0];
  return (
    <button
      type="button"
      className={cn(TAB, IDLE, 'cursor-pointer disabled:text-slate-500')}
      disabled={!order}
      aria-label={`Cart: ${items.length} ${items.length === 1 ? 'item' : 'items'}, go to checkout`}
      onClick={() => order && navigate(`/checkout-order/${order.order__id}`)}
    >
      {/* 'Cart' comes first in the page's text, as in the name (label in name); it shows under the
          icon. */}
      <span className="order-last">Cart</span>{' '}
      <span className="relative">
        <ShoppingCart className="size-6" aria-hidden />
        {items.length > 0 && (
          <span className="absolute -top-1.5 -right-3 flex min-w-5 items-center justify-center rounded-full bg-teal-700 px-1 text-xs font-bold text-white">
            {items.length}
          </span>
        )}
      </span>
    </button>
  );
}

/**
 * On a phone, for staff: Take Order, Make Orders, Inventory (its stock count is made for a phone)
 * and the cart as a tab bar at the bottom of the screen (the user menu keeps its links too). Four
 * tabs fit 320 px. index.css leaves room for it under the page.
 */
export function BottomTabBar({ userId }: { userId: number }) {
  return createPortal(
    <nav
      aria-label="Shop floor"
      data-bottom-tab-bar
      className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-4 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
    >
      <TabLink to="/take-order" icon={CupSoda}>
        Take Order
      </TabLink>
      <TabLink to="/make-orders" icon={ClipboardList}>
        Make Orders
      </TabLink>
      <TabLink to="/inventory" icon={Package}>
        Inventory
      </TabLink>
      <CartTab userId={userId} />
    </nav>,
    document.body,
  );
}

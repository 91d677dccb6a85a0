import { useEffect, useState } from 'react';
import { CartTrigger } from '../features/cart/cart-trigger';
import { LocationTrigger } from '../features/location/location-trigger';
import { useUnpaidOrderItemsQuery } from '../lib/api/orders-api';
import { startHeartbeat } from '../lib/connection/heartbeat';
import { idleModule, useIdleModule, whenIdle } from '../lib/idle-module';
import { registerServiceWorker } from '../lib/pwa/service-worker';
import { useLocationId } from '../lib/state/use-location-id';
import { useIsWide } from '../lib/use-media-query';
import type { User } from '../lib/state/user';
import { BottomTabBar } from './bottom-tab-bar';
import { ConnectionStatus } from './connection-status';
import { withStore } from './store-provider';
import { UpdatePrompt } from './update-prompt';
import { UserMenuTrigger } from './user-menu-trigger';

// The signed-in navbar widgets, one chunk loaded once a user is known (navbar.tsx). Each shows its
// button at once; the popover, drawer and menu behind it load when the browser is idle, or at the
// first press, which then opens them (decision 020). A widget swaps its button for the loaded one
// only at that press: swapped as the load ended, a press landing in between would be lost.
const popovers = idleModule(() => import('./navbar-popovers'));

/** The widgets' module once loaded, whether a press asked for it to open, and that press. */
function useWidget() {
  const [module, loadNow] = useIdleModule(popovers);
  const [pressed, setPressed] = useState(false);
  const press = () => {
    setPressed(true);
    loadNow();
  };
  return { module, pressed, press };
}

function CartButton({ userId }: { userId: number }) {
  const { module, pressed, press } = useWidget();
  const { data: items = [] } = useUnpaidOrderItemsQuery(userId);
  if (module && pressed) return <module.CartPanel userId={userId} defaultOpen />;
  return items.length > 0 ? <CartTrigger count={items.length} onClick={press} /> : null;
}

/** The navbar's cart; on a phone also the bottom tab bar (rendered here: the navbar shows staff widgets). */
function Cart({ userId }: { userId: number }) {
  const wide = useIsWide();
  return (
    <>
      <CartButton userId={userId} />
      {!wide && <BottomTabBar userId={userId} />}
    </>
  );
}

function Location() {
  const { module, pressed, press } = useWidget();
  const locationId = useLocationId();
  if (module && pressed) return <module.LocationPanel defaultOpen />;
  return <LocationTrigger locationId={locationId} onClick={press} />;
}

function Menu({ user, wide }: { user: User; wide: boolean }) {
  const { module, pressed, press } = useWidget();
  if (module && pressed) return <module.UserMenu user={user} wide={wide} defaultOpen />;
  return <UserMenuTrigger user={user} wide={wide} onClick={press} />;
}

/**
 * The offline shell for signed-in staff: the connection's state, its heartbeat, and the service
 * worker, registered once the browser is idle (so it never slows the first screen) with the
 * prompt for a new version.
 */
function Shell({ userId }: { userId: number }) {
  useEffect(() => {
    const cancel = whenIdle(registerServiceWorker);
    const stopHeartbeat = startHeartbeat();
    return () => {
      cancel();
      stopHeartbeat();
    };
  }, []);
  return (
    <>
      <ConnectionStatus />
      <UpdatePrompt userId={userId} />
    </>
  );
}

export const ShellPanel = withStore(Shell);
export const CartPanel = withStore(Cart);
export const LocationPanel = withStore(Location);
export const UserMenu = withStore(Menu);

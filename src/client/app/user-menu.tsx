import {
  Banknote,
  Package,
  ChartColumn,
  ClipboardList,
  CupSoda,
  History,
  KeyRound,
  LogOut,
  Settings,
} from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { api } from '../lib/api/api';
import { useAppDispatch } from '../lib/api/dispatch';
import { signOut } from '../lib/state/session-store';
import { isAdminUser, isStaffUser, type User } from '../lib/state/user';
import { notifyRequestError } from '../lib/save';
import { UserMenuTrigger } from './user-menu-trigger';

const ApprovalPinDialog = lazy(async () => ({
  default: (await import('./approval-pin-dialog')).ApprovalPinDialog,
}));

/** The signed-in user's menu: staff links (narrow screens only), Admin and Reports for admins, Logout. */
export function UserMenu({
  user,
  wide,
  defaultOpen = false,
}: {
  user: User;
  wide: boolean;
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [settingPin, setSettingPin] = useState(false);

  const logOut = async () => {
    try {
      await signOut();
      dispatch(api.util.resetApiState());
      navigate('/login');
    } catch (error) {
      notifyRequestError(error);
    }
  };

  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <>
      <DropdownMenu modal={false} defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <UserMenuTrigger user={user} wide={wide} />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block font-semibold text-slate-900">{name}</span>
            <span className="block truncate">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <StaffLinks user={user} wide={wide} />
          {isAdminUser(user) && <AdminLinks onPin={() => setSettingPin(true)} />}
          <DropdownMenuItem onSelect={() => void logOut()}>
            <LogOut className="size-5" aria-hidden />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {settingPin && (
        <Suspense fallback={null}>
          <ApprovalPinDialog onClose={() => setSettingPin(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The till's screens on narrow screens (wide ones show them in the bar), then inventory, drawer and
 * history.
 */
function StaffLinks({ user, wide }: { user: User; wide: boolean }) {
  const navigate = useNavigate();
  if (!isStaffUser(user)) return null;
  return (
    <>
      {!wide && (
        <>
          <DropdownMenuItem onSelect={() => navigate('/take-order')}>
            <CupSoda className="size-5" aria-hidden />
            Take Order
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate('/make-orders')}>
            <ClipboardList className="size-5" aria-hidden />
            Make Orders
          </DropdownMenuItem>
        </>
      )}
      <DropdownMenuItem onSelect={() => navigate('/inventory')}>
        <Package className="size-5" aria-hidden />
        Inventory
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => navigate('/drawer')}>
        <Banknote className="size-5" aria-hidden />
        Cash Drawer
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => navigate('/orders')}>
        <History className="size-5" aria-hidden />
        Order History
      </DropdownMenuItem>
    </>
  );
}

/** Admin, Reports and setting the approval PIN. */
function AdminLinks({ onPin }: { onPin: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <DropdownMenuItem onSelect={() => navigate('/admin')}>
        <Settings className="size-5" aria-hidden />
        Admin
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => navigate('/reports')}>
        <ChartColumn className="size-5" aria-hidden />
        Reports
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={onPin}>
        <KeyRound className="size-5" aria-hidden />
        Approval PIN
      </DropdownMenuItem>
    </>
  );
}

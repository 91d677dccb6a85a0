import { ClipboardList, CupSoda, LogOut, Settings, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { api } from '../lib/api/api';
import { isAdminUser, isStaffUser, useLogoutMutation, type User } from '../lib/api/auth-api';
import { useAppDispatch } from '../lib/state/hooks';
import { notifyRequestError } from '../lib/toast';

/** The signed-in user's menu: staff links (narrow screens only), Admin for admins, Logout. */
export function UserMenu({ user, wide }: { user: User; wide: boolean }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();

  const signOut = async () => {
    try {
      await logout().unwrap();
      dispatch(api.util.resetApiState());
      navigate('/login');
    } catch (error) {
      notifyRequestError(error);
    }
  };

  const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={wide ? 'md' : 'icon'}
          aria-label="User menu"
          className="px-2 md:px-3"
        >
          <UserRound className="size-6" aria-hidden />
          {wide && <span className="max-w-40 truncate">{user.first_name || user.email}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-semibold text-slate-900">{name}</span>
          <span className="block truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {!wide && isStaffUser(user) && (
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
        {isAdminUser(user) && (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <Settings className="size-5" aria-hidden />
            Admin
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut className="size-5" aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

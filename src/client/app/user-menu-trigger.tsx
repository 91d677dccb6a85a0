import { UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../components/ui/button';
import type { User } from '../lib/state/user';

/**
 * The navbar's user button: an icon, with the first name on wide screens. Its name starts with
 * the name shown ('Maya, user menu'), so what a speech-input user reads is what they can say.
 */
export function UserMenuTrigger({
  user,
  wide,
  ...props
}: { user: User; wide: boolean } & ComponentProps<'button'>) {
  return (
    <Button
      variant="ghost"
      size={wide ? 'md' : 'icon'}
      aria-label={wide ? undefined : 'User menu'}
      className="px-2 md:px-3"
      {...props}
    >
      <UserRound className="size-6" aria-hidden />
      {wide && (
        <>
          <span className="max-w-40 truncate">{user.first_name || user.email}</span>
          <span className="sr-only">, user menu</span>
        </>
      )}
    </Button>
  );
}

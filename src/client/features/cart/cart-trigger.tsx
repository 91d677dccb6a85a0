import { ShoppingCart } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../components/ui/button';

/** The navbar's cart button with its item count (the panel's trigger, and its stand-in while the panel loads). */
export function CartTrigger({ count, ...props }: { count: number } & ComponentProps<'button'>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Cart, ${count} items`}
      className="relative"
      {...props}
    >
      <ShoppingCart className="size-6" aria-hidden />
      <span className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-teal-700 px-1 text-xs font-bold text-white">
        {count}
      </span>
    </Button>
  );
}

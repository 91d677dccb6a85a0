import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LocationPicker } from '../../components/lazy-location-picker';
import { Button } from '../../components/ui/button';
import { ConfirmButton } from '../../components/ui/confirm-button';
import {
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerTitle,
  DrawerTrigger,
} from '../../components/ui/drawer';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import {
  useDeleteOrderMutation,
  useUnpaidOrderItemsQuery,
  type OrderItem,
} from '../../lib/api/orders-api';
import { formatCents, totalCents } from '../../lib/money';
import { notifyError, notifyInPlace } from '../../lib/toast';
import { useIsWide } from '../../lib/use-media-query';
import { useLocationId } from '../../lib/state/use-location-id';
import { CartItems } from './cart-items';
import { CartTrigger } from './cart-trigger';

/** The cart closes, then after this pause the checkout opens (lets the close animation finish). */
const GO_TO_CART_DELAY_MS = 250;

function CartBody({ items, close }: { items: OrderItem[]; close: () => void }) {
  const navigate = useNavigate();
  const locationId = useLocationId();
  const [deleteOrder, { isLoading: clearing }] = useDeleteOrderMutation();
  // One unpaid order per location: prefer the one at the chosen location.
  const orderId = (items.find((item) => item.order__location === locationId) ?? items[0]).order__id;

  if (!locationId) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-slate-600">Choose your shop location to see the cart.</p>
        <LocationPicker id="cart-location" />
      </div>
    );
  }

  const goToCart = () => {
    close();
    setTimeout(() => navigate(`/checkout-order/${orderId}`), GO_TO_CART_DELAY_MS);
  };

  const clearCart = async () => {
    try {
      await deleteOrder(orderId).unwrap();
      notifyInPlace('Cart cleared successfully');
    } catch {
      notifyError('Error clearing cart');
    }
  };

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="min-h-0 flex-1 overflow-y-auto pr-1">
        <CartItems items={items} />
      </div>
      <p className="flex items-baseline justify-between border-t border-slate-200 pt-3 text-lg">
        <span className="font-semibold text-slate-700">Total Price:</span>
        <span className="font-bold text-slate-900 tabular-nums" data-testid="cart-total">
          ${formatCents(totalCents(items))}
        </span>
      </p>
      <div className="grid grid-cols-2 items-start gap-3">
        <Button onClick={goToCart}>Go to cart</Button>
        <ConfirmButton variant="outline" onConfirm={clearCart} disabled={clearing}>
          Clear cart
        </ConfirmButton>
      </div>
    </div>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return <span className="text-xl font-bold text-slate-900">{children}</span>;
}

/** The navbar's cart: a popover at 768px and wider, a bottom drawer below. Shown only when there are items. */
export function CartPanel({
  userId,
  defaultOpen = false,
}: {
  userId: number;
  defaultOpen?: boolean;
}) {
  const wide = useIsWide();
  const [open, setOpen] = useState(defaultOpen);
  const { data: items = [] } = useUnpaidOrderItemsQuery(userId);
  if (items.length === 0) return null;
  const close = () => setOpen(false);

  if (wide) {
    return (
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <CartTrigger count={items.length} />
        </PopoverTrigger>
        <PopoverContent aria-label="Cart" className="flex max-h-[600px] w-[420px] flex-col gap-2">
          <Heading>Cart</Heading>
          <CartBody items={items} close={close} />
        </PopoverContent>
      </Popover>
    );
  }
  return (
    <Drawer open={open} onOpenChange={setOpen}>
      <DrawerTrigger asChild>
        <CartTrigger count={items.length} />
      </DrawerTrigger>
      <DrawerContent aria-label="Cart" className="max-h-[min(800px,90vh)]">
        <DrawerTitle>Cart</DrawerTitle>
        <DrawerDescription className="sr-only">Your unpaid order items</DrawerDescription>
        <div className="mt-2 flex min-h-0 flex-col">
          <CartBody items={items} close={close} />
        </div>
      </DrawerContent>
    </Drawer>
  );
}

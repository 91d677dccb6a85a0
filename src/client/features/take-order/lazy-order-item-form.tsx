import { Suspense, type ComponentProps } from 'react';
import { lazyRetrying } from '../../lib/lazy-retrying';
import { Spinner } from '../../components/ui/spinner';
import type * as Form from './order-item-form';

// The form and its validation (zod) load when a drink is opened, not with the menu.
const Lazy = lazyRetrying(async () => (await import('./order-item-form')).OrderItemForm);

export function OrderItemForm(props: ComponentProps<typeof Form.OrderItemForm>) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-10">
          <Spinner className="size-8" />
        </div>
      }
    >
      <Lazy {...props} />
    </Suspense>
  );
}

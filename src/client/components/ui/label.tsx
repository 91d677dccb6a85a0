import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A form label. A plain <label>: it is on the sign-in page, whose first load is budgeted. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-semibold text-slate-800', className)} {...props} />;
}

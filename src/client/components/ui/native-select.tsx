import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A plain <select> styled like the inputs, for short fixed option lists. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900',
        'focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 focus:outline-none aria-invalid:border-red-500',
        className,
      )}
      {...props}
    />
  );
}

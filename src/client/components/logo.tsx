import { CupSoda } from 'lucide-react';
import { cn } from '../lib/cn';
import { PRODUCT_NAME } from './ui/page';

/** The product mark: a soda cup and the name. */
export function Logo({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold text-slate-900', className)}>
      <span
        className={cn(
          'inline-flex items-center justify-center rounded-lg bg-teal-700 p-1.5 text-white',
          iconClassName,
        )}
      >
        <CupSoda className="size-full" aria-hidden />
      </span>
      <span className="whitespace-nowrap">{PRODUCT_NAME}</span>
    </span>
  );
}

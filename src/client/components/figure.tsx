import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

interface FigureProps {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
  /** Starts a new group: a rule above it. */
  first?: boolean;
  className?: string;
}

/** One label and value of a `<dl>` of figures. */
export function Figure({ label, children, strong, first, className }: FigureProps) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong && 'font-bold',
        first && 'mt-1 border-t border-slate-200 pt-2',
        className,
      )}
    >
      <dt className={strong ? 'text-slate-900' : 'text-slate-600'}>{label}</dt>
      <dd className="text-right text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

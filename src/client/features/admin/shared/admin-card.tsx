import type { ReactNode } from 'react';
import { Card, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** A tab's card: 500px wide at small sizes, 900px from md up, at least 600px tall. */
export function AdminCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card
      aria-label={title}
      className={cn(
        'flex min-h-[600px] w-[500px] max-w-full flex-col gap-6 md:w-[900px]',
        className,
      )}
    >
      <CardTitle>{title}</CardTitle>
      {children}
    </Card>
  );
}

/** A titled part of a card ('Existing Sodas', 'Add New Soda'). */
export function AdminSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h3 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

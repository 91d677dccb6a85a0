import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface AdminFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busy: boolean;
  className?: string;
  children: ReactNode;
}

/** An admin form: its fields in a column, then its submit button. */
export function AdminForm({
  onSubmit,
  submitLabel,
  busy,
  className = 'flex flex-col gap-4',
  children,
}: AdminFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      {children}
      <Button type="submit" className="self-start" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}

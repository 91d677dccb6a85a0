import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** Shows a field's error under it; several server messages arrive joined by line breaks. */
export function FieldError({ message, id }: { message?: string; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm whitespace-pre-line text-red-600">
      {message}
    </p>
  );
}

interface FormFieldProps {
  label: ReactNode;
  htmlFor: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A label, the control, and the control's error. */
export function FormField({ label, htmlFor, error, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      <FieldError message={error} id={`${htmlFor}-error`} />
    </div>
  );
}

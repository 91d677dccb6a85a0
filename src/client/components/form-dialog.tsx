import type { FormEvent, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button, type ButtonProps } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './ui/dialog';

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; none when something else opens it (a menu item). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's width and the form's spacing, where they differ from a small form's. */
  className?: string;
  formClassName?: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The request's refusal, shown above the button (leave it out where a field shows it). */
  error?: string;
  submitLabel: string;
  submitVariant?: ButtonProps['variant'];
  busy: boolean;
  children: ReactNode;
}

/**
 * One form in a dialog, the shape every small staff action takes (void, refund, a PIN): the title,
 * the fields, the refusal in an alert, and the submit button, disabled while the request runs.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, onOpenChange, trigger, title, description, error } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={cn('w-[min(28rem,calc(100vw-2rem))]', props.className)}>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription className="mt-1">{description}</DialogDescription>}
        <form
          onSubmit={(event) => void props.onSubmit(event)}
          className={cn('mt-4 flex flex-col gap-3', props.formClassName)}
          noValidate
        >
          {props.children}
          {error && (
            <p className="text-sm font-medium text-red-700" role="alert">
              {error}
            </p>
          )}
          <Button
            type="submit"
            variant={props.submitVariant}
            disabled={props.busy}
            className="self-start"
          >
            {props.submitLabel}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

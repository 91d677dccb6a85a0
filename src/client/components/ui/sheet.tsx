import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Sheet = DialogPrimitive.Root;

interface SheetContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
}

/** A panel sliding in from the right edge (a dialog to assistive technology). */
export function SheetContent({
  title,
  description,
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[min(28rem,100vw)] flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl outline-none',
          className,
        )}
        {...props}
      >
        <DialogPrimitive.Title className="pr-8 text-xl font-bold text-slate-900">
          {title}
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className={description ? 'text-slate-600' : 'sr-only'}>
          {description ?? title}
        </DialogPrimitive.Description>
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-4 right-4 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

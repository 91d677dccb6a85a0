import type { ReactNode } from 'react';
import { useIsWide } from '../../lib/use-media-query';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle, DrawerTrigger } from './drawer';

interface DialogOrDrawerProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (rendered asChild). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A centered dialog at 768px and wider, a bottom drawer below. */
export function DialogOrDrawer({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  children,
}: DialogOrDrawerProps) {
  const wide = useIsWide();
  if (wide) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
        <DialogContent className={className}>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{title}</DialogDescription>
          )}
          <div className="mt-4">{children}</div>
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      {trigger && <DrawerTrigger asChild>{trigger}</DrawerTrigger>}
      <DrawerContent className={className}>
        <DrawerTitle>{title}</DrawerTitle>
        {description ? (
          <DrawerDescription>{description}</DrawerDescription>
        ) : (
          <DrawerDescription className="sr-only">{title}</DrawerDescription>
        )}
        <div className="mt-4 overflow-y-auto">{children}</div>
      </DrawerContent>
    </Drawer>
  );
}

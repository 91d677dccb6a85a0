import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
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
  /**
   * The content fills the panel's height and scrolls inside itself (a form whose footer stays below
   * its scrolling list): the panel does not scroll as a whole.
   */
  scrollsItself?: boolean;
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
  scrollsItself = false,
  children,
}: DialogOrDrawerProps) {
  const wide = useIsWide();
  const filled = 'flex min-h-0 flex-1 flex-col';
  if (wide) {
    return (
      <Dialog open={open} onOpenChange={onOpenChange}>
        {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
        <DialogContent
          className={cn(
            scrollsItself && 'flex max-h-[calc(100dvh-2rem)] flex-col overflow-hidden',
            className,
          )}
        >
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{title}</DialogDescription>
          )}
          <div className={cn('mt-4', scrollsItself && filled)}>{children}</div>
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
        <div className={cn('mt-4', scrollsItself ? filled : 'overflow-y-auto')}>{children}</div>
      </DrawerContent>
    </Drawer>
  );
}

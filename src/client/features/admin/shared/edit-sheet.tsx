import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent } from '../../../components/ui/sheet';

/** A row's Edit button, labelled "Edit <name>". */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={onClick}>
      Edit
    </Button>
  );
}

interface EditSheetProps<T> {
  /** The record being edited; the sheet is open while there is one. */
  editing: T | null;
  onClose: () => void;
  title: string;
  description: (record: T) => string;
  className?: string;
  children: (record: T) => ReactNode;
}

/** The side sheet holding a record's edit form. */
export function EditSheet<T>({
  editing,
  onClose,
  title,
  description,
  className,
  children,
}: EditSheetProps<T>) {
  return (
    <Sheet open={!!editing} onOpenChange={(open) => !open && onClose()}>
      {editing && (
        <SheetContent title={title} description={description(editing)} className={className}>
          {children(editing)}
        </SheetContent>
      )}
    </Sheet>
  );
}

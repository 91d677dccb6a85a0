import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';

/** Issue 13: the confirm step before reusing a name that is already waiting on the queue. */
export function TakenNameConfirm({
  name,
  onConfirm,
  onCancel,
}: {
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), [name]);
  return (
    <div
      role="alertdialog"
      aria-labelledby="taken-name-question"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      <p id="taken-name-question" className="font-semibold text-amber-950">
        {name} is already waiting on the queue. Use it anyway?
      </p>
      <div className="flex gap-2">
        <Button ref={confirm} type="button" variant="warning" size="sm" onClick={onConfirm}>
          Use {name}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Choose another
        </Button>
      </div>
    </div>
  );
}

import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from './button';

const CONFIRM_LABEL = 'Click to confirm';
const CONFIRM_WARNING = 'Click button again to confirm your action. Click anywhere else to cancel.';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  children: ReactNode;
  /** Runs on the second click. */
  onConfirm: () => void | Promise<void>;
  /** Checked on the first click: the button arms only when it answers true (the form is valid). */
  beforeArm?: () => boolean | Promise<boolean>;
  /** The warning under 'Heads up!' while waiting for the second click. */
  warning?: string;
  confirmLabel?: ReactNode;
}

/**
 * Two-step confirm: the first click arms the button ('Click to confirm' with a 'Heads up!' warning),
 * the second click runs the action, a click anywhere else disarms it.
 */
export function ConfirmButton({
  children,
  onConfirm,
  beforeArm,
  warning = CONFIRM_WARNING,
  confirmLabel = CONFIRM_LABEL,
  variant = 'primary',
  className,
  ...props
}: ConfirmButtonProps) {
  const [armed, setArmed] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const warningId = useId();

  useEffect(() => {
    if (!armed) return;
    const disarmOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setArmed(false);
    };
    document.addEventListener('pointerdown', disarmOutside, true);
    return () => document.removeEventListener('pointerdown', disarmOutside, true);
  }, [armed]);

  const click = async () => {
    if (!armed) {
      if (!beforeArm || (await beforeArm())) setArmed(true);
      return;
    }
    setArmed(false);
    void onConfirm();
  };

  return (
    <div ref={wrapper} className="flex flex-col gap-2">
      <Button
        {...props}
        variant={armed ? 'warning' : variant}
        className={cn(className)}
        aria-describedby={armed ? warningId : undefined}
        onClick={() => void click()}
      >
        {armed ? confirmLabel : children}
      </Button>
      {armed && (
        <div
          id={warningId}
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">Heads up!</p>
            <p>{warning}</p>
          </div>
        </div>
      )}
    </div>
  );
}

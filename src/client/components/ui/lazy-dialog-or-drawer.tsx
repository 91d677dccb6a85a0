import {
  cloneElement,
  isValidElement,
  useEffect,
  type ComponentProps,
  type MouseEvent,
} from 'react';
import { idleModule, useIdleModule } from '../../lib/idle-module';
import type * as Real from './dialog-or-drawer';

// The dialog and drawer code (Radix Dialog, vaul) is not part of a page's first load: it loads when
// the browser is idle after the page has rendered, or at the first open (decision 020).
const dialogOrDrawer = idleModule(() => import('./dialog-or-drawer'));

type Props = ComponentProps<typeof Real.DialogOrDrawer>;
type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/** DialogOrDrawer (controlled); until its code is loaded, its trigger opens it. */
export function DialogOrDrawer(props: Props) {
  const [module, loadNow] = useIdleModule(dialogOrDrawer);
  const { open, onOpenChange, trigger } = props;
  useEffect(() => {
    if (open && !module) loadNow();
  }, [open, module, loadNow]);

  if (module) return <module.DialogOrDrawer {...props} />;
  if (!isValidElement<TriggerProps>(trigger)) return null;
  return cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      onOpenChange?.(true); // the effect above loads the code once the dialog is open
    },
  } as TriggerProps);
}

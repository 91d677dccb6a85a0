import { useEffect, useRef, type RefObject } from 'react';
import type { OrderNames } from './use-order-names';

/**
 * Fills in the next free name until the cashier touches the field: on arrival, and again if the
 * name filled in is taken at the bar meanwhile. Returns `touch`, called on any choice or typing.
 * A name filled in while the field has the focus is selected, so typing replaces it.
 */
export function usePrefilledName(
  names: OrderNames,
  value: string,
  onChange: (name: string) => void,
  input: RefObject<HTMLInputElement | null>,
) {
  const touched = useRef(false);
  const filled = useRef<string | null>(null);
  const free = names.nextFree?.name;

  useEffect(() => {
    if (!free || touched.current || value === free) return;
    filled.current = free;
    onChange(free);
  }, [free, value, onChange]);

  useEffect(() => {
    if (filled.current === null || value !== filled.current) return;
    if (document.activeElement === input.current) input.current?.select();
    filled.current = null;
  }, [value, input]);

  return () => {
    touched.current = true;
  };
}

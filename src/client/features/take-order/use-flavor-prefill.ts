import { useCallback, useEffect, useRef } from 'react';

/** SPEC section 9: the pause between two ticked flavors when Customize prefills a recipe. */
const FLAVOR_PREFILL_PAUSE_MS = 250;

/**
 * Ticks flavors one by one with a FLAVOR_PREFILL_PAUSE_MS pause before each, so the cashier sees the
 * recipe build up. `cancel` stops a prefill in progress (Customize turned off, dialog closed).
 */
export function useFlavorPrefill(tick: (flavorId: number) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const tickRef = useRef(tick);
  useEffect(() => {
    tickRef.current = tick;
  });

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (flavorIds: number[]) => {
      cancel();
      // Each tick schedules the next, so the pauses never shrink when the page is busy.
      const next = (rest: number[]) => {
        if (rest.length === 0) return;
        timer.current = setTimeout(() => {
          tickRef.current(rest[0]);
          next(rest.slice(1));
        }, FLAVOR_PREFILL_PAUSE_MS);
      };
      next(flavorIds);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);
  return { start, cancel };
}

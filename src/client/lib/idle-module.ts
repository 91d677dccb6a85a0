import { useCallback, useEffect, useState } from 'react';
import { retryingImport } from './lazy-retrying';

/**
 * A module the screen may need soon but not for its first render (a dialog's or a popover's code):
 * it loads once the browser is idle after that render, or at once when the user reaches for it.
 */
export function idleModule<T>(load: () => Promise<T>) {
  const loadOnce = retryingImport(load);
  let loaded: T | undefined;
  return {
    load: () => loadOnce().then((module) => (loaded = module)),
    current: () => loaded,
  };
}

type IdleModule<T> = ReturnType<typeof idleModule<T>>;

export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/** The module once loaded (undefined before), and a function that loads it now. */
export function useIdleModule<T>(module: IdleModule<T>): [T | undefined, () => void] {
  const [current, setCurrent] = useState(module.current);
  const loadNow = useCallback(() => void module.load().then(setCurrent), [module]);
  useEffect(() => {
    if (current) return;
    let mounted = true;
    const cancel = whenIdle(() => void module.load().then((m) => mounted && setCurrent(m)));
    return () => {
      mounted = false;
      cancel();
    };
  }, [current, module]);
  return [current, loadNow];
}

import { useCallback, useState } from 'react';
import { retryingImport } from './lazy-retrying';

const FIRST_INPUT = ['pointerdown', 'keydown'] as const;
const warmers = new Set<() => unknown>();
let inputSeen = false;

function warmAll() {
  inputSeen = true;
  FIRST_INPUT.forEach((type) => document.removeEventListener(type, warmAll, true));
  warmers.forEach((warm) => void warm());
  warmers.clear();
}

function warmAtFirstInput(warm: () => unknown) {
  if (inputSeen) return void warm();
  if (warmers.size === 0) {
    FIRST_INPUT.forEach((type) => document.addEventListener(type, warmAll, true));
  }
  warmers.add(warm);
}

/**
 * A module the screen may need soon but not for its first render (a dialog's or a popover's code).
 * Its code downloads at the user's first touch or key press anywhere on the page, so a first load
 * moves only what the screen shows (decision 020), and it is ready by the time that tap lands on
 * a button that needs it; or at once when the user reaches for it. A component swaps it in at its
 * own first press or open, never under a pointer already pressing its placeholder.
 */
export function idleModule<T>(load: () => Promise<T>) {
  const loadOnce = retryingImport(load);
  let loaded: T | undefined;
  const module = {
    load: () => loadOnce().then((m) => (loaded = m)),
    current: () => loaded,
  };
  if (typeof document !== 'undefined') warmAtFirstInput(module.load);
  return module;
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

/** The module once this component asked for it (or loaded before it mounted), and the asking. */
export function useIdleModule<T>(module: IdleModule<T>): [T | undefined, () => void] {
  const [current, setCurrent] = useState(module.current);
  const loadNow = useCallback(() => void module.load().then(setCurrent), [module]);
  return [current, loadNow];
}

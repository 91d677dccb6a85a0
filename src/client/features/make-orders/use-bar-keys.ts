import { useEffect, useRef } from 'react';

/**
 * Is the key press meant for something else than the screen: typing in a field, a dialog or menu
 * that is open, or Enter on a focused button or link (which presses it)?
 */
export function isForAControl(event: KeyboardEvent) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return true;
  if (event.key === 'Enter' && target?.closest('button, a, [role="button"]')) return true;
  return !!document.querySelector('[role="dialog"], [role="menu"]');
}

interface BarKeys {
  /** Keys 1-9: the n-th waiting ticket (0-based index). */
  select: (index: number) => void;
  enter: () => void;
  recall: () => void;
}

/** The bump bar (or keyboard) of the queue: 1-9 select a ticket, Enter starts it, R recalls. */
export function useBarKeys(keys: BarKeys) {
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isForAControl(event)) return;
      const { select, enter, recall } = current.current;
      if (/^[1-9]$/.test(event.key)) select(Number(event.key) - 1);
      else if (event.key === 'Enter') enter();
      else if (event.key === 'r' || event.key === 'R') recall();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

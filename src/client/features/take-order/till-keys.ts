import { useEffect, useRef, useState, type RefObject } from 'react';

/** Where typing goes: a key there is text, not a shortcut. */
export function isTextField(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
    element.type,
  );
}

const ENTER_CONTROLS =
  'a[href], button, input, select, textarea, summary, [contenteditable="true"], ' +
  '[role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"], ' +
  '[role="checkbox"], [role="radio"], [role="switch"]';

/** Enter there already does something of its own (presses a button, follows a link...). */
export const enterActs = (element: Element | null) =>
  element instanceof HTMLElement && element !== document.body && element.matches(ENTER_CONTROLS);

/**
 * Keys are the page's only when nothing sits above it (a dialog, a drawer, a menu or a popover: they
 * have keys of their own) and no modifier is held.
 */
export function isPageKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return !document.querySelector('[role="dialog"], [role="menu"], [role="listbox"]');
}

/** Calls `handler` for each keydown on the page while mounted (the latest handler each time). */
export function usePageKeys(handler: (event: KeyboardEvent) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (isPageKey(event)) latest.current(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}

/** The size buttons that can be pressed now, of the menu cards shown in `menu`, card by card. */
function sizeButtons(menu: HTMLElement | null): HTMLButtonElement[][] {
  const cards = menu?.querySelectorAll<HTMLElement>('[data-testid="menu-item-card"]') ?? [];
  return [...cards].map((card) => [
    ...card.querySelectorAll<HTMLButtonElement>('button[data-size-button]:not(:disabled)'),
  ]);
}

function focusOn(button: HTMLElement | undefined) {
  if (!button) return false;
  button.focus({ preventScroll: true });
  button.scrollIntoView({ block: 'center' });
  return true;
}

/** Focuses the first size button of the `n`th shown card (1-based); false when there is none. */
export const focusCard = (menu: HTMLElement | null, n: number) =>
  focusOn(sizeButtons(menu)[n - 1]?.[0]);

/**
 * Arrows among the size buttons: left and right within a card, up and down to the card before or
 * after. Returns whether the key moved focus.
 */
export function moveAmongSizes(menu: HTMLElement | null, from: Element, key: string): boolean {
  const cards = sizeButtons(menu);
  const row = cards.findIndex((buttons) => buttons.includes(from as HTMLButtonElement));
  if (row === -1) return false;
  const column = cards[row].indexOf(from as HTMLButtonElement);
  if (key === 'ArrowLeft') return focusOn(cards[row][column - 1]);
  if (key === 'ArrowRight') return focusOn(cards[row][column + 1]);
  const step = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  if (!step) return false;
  for (let next = row + step; next >= 0 && next < cards.length; next += step) {
    const buttons = cards[next];
    if (buttons.length) return focusOn(buttons[Math.min(column, buttons.length - 1)]);
  }
  return false;
}

let chargeWanted = false;
const chargeListeners = new Set<() => void>();

/** A drink was added from the keyboard: Charge takes focus as soon as it can be pressed. */
export function focusChargeWhenReady() {
  chargeWanted = true;
  for (const listener of chargeListeners) listener();
}

/** The Charge button's ref: it takes focus when asked (focusChargeWhenReady) and `ready`. */
export function useChargeFocus(ready: boolean): RefObject<HTMLButtonElement | null> {
  const ref = useRef<HTMLButtonElement>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const listener = () => setAsked((n) => n + 1);
    chargeListeners.add(listener);
    return () => void chargeListeners.delete(listener);
  }, []);
  useEffect(() => {
    if (!chargeWanted || !ready || !ref.current) return;
    chargeWanted = false;
    ref.current.focus();
  }, [asked, ready]);
  return ref;
}

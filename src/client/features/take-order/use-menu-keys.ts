import type { KeyboardEvent, RefObject } from 'react';
import { focusCard, isTextField, moveAmongSizes, usePageKeys } from './till-keys';

interface MenuKeys {
  menuRef: RefObject<HTMLElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  search: string;
  clearSearch: () => void;
  /** A section chip other than All is chosen. */
  filtered: boolean;
  clearFilter: () => void;
}

/**
 * The menu's keys: `/` searches, 1-9 go to the nth drink shown (its first size button), arrows move
 * among size buttons, Escape clears the search, then the section, then leaves the menu at its top
 * (it never touches the order). Returns the search field's own keys: Enter or Down goes to the
 * first drink shown.
 */
export function useMenuKeys({
  menuRef,
  searchRef,
  search,
  clearSearch,
  filtered,
  clearFilter,
}: MenuKeys) {
  usePageKeys((event) => {
    const focused = document.activeElement;
    if (event.key === 'Escape') {
      if (search) {
        clearSearch();
        searchRef.current?.focus();
      } else if (filtered) clearFilter();
      else {
        if (focused instanceof HTMLElement) focused.blur();
        // A block: Chromium's scrollTo returns a promise.
        window.scrollTo({ top: 0 });
      }
      event.preventDefault();
      return;
    }
    if (isTextField(focused)) return;
    if (event.key === '/') {
      event.preventDefault();
      searchRef.current?.focus();
    } else if (/^[1-9]$/.test(event.key)) {
      if (focusCard(menuRef.current, Number(event.key))) event.preventDefault();
    } else if (event.key.startsWith('Arrow') && focused) {
      if (moveAmongSizes(menuRef.current, focused, event.key)) event.preventDefault();
    }
  });

  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'ArrowDown') return;
    if (focusCard(menuRef.current, 1)) event.preventDefault();
  };
}

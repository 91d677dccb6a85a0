import { useSyncExternalStore } from 'react';

/** The spec's wide-screen breakpoint. */
const WIDE_SCREEN = '(min-width: 768px)';

/** True while the media query matches; follows resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsWide = () => useMediaQuery(WIDE_SCREEN);

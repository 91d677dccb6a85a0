import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError, getJson, type PublicMenu, type Slot } from './api';

interface MenuState {
  menu: PublicMenu | null;
  slots: Slot[];
  problem: 'missing' | 'failed' | null;
}

/** A shop's public menu and today's pickup slots; the slots are read again on demand. */
export function useMenu(locationId: number) {
  const [state, setState] = useState<MenuState>({ menu: null, slots: [], problem: null });
  const readSlots = useCallback(
    () => getJson<Slot[]>(`/api/public/slots?location=${locationId}`),
    [locationId],
  );

  useEffect(() => {
    let current = true;
    setState({ menu: null, slots: [], problem: null });
    Promise.all([getJson<PublicMenu>(`/api/public/menu?location=${locationId}`), readSlots()])
      .then(([menu, slots]) => current && setState({ menu, slots, problem: null }))
      .catch((error: unknown) => {
        const problem = error instanceof ApiError && error.status === 404 ? 'missing' : 'failed';
        if (current) setState((now) => ({ ...now, problem }));
      });
    return () => {
      current = false;
    };
  }, [locationId, readSlots]);

  const refreshSlots = () =>
    void readSlots()
      .then((slots) => setState((now) => ({ ...now, slots })))
      .catch(() => undefined);
  return { ...state, refreshSlots };
}

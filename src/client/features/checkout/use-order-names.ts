import type { LocationId } from '@shared/ids';
import { useOrderNameAutocompleteQuery, type OrderNameChoice } from './checkout-api';

export interface OrderNames {
  all: OrderNameChoice[];
  loading: boolean;
  /** The first list name not waiting at the bar; none when every one is. */
  nextFree: OrderNameChoice | undefined;
  /** The list has names and every one of them is waiting at the bar. */
  allWaiting: boolean;
  /** The list name this text is, ignoring case and spaces around it (the server's rule). */
  match: (text: string) => OrderNameChoice | undefined;
  /** List names containing the text, those starting with it first. */
  suggest: (text: string) => OrderNameChoice[];
}

const fold = (text: string) => text.trim().toLowerCase();

/** The location's order names, each marked when it is waiting at the bar. */
export function useOrderNames(locationId: LocationId): OrderNames {
  const { data, isLoading } = useOrderNameAutocompleteQuery(
    { location: locationId },
    { refetchOnMountOrArgChange: true },
  );
  return orderNamesOf(data?.results ?? [], isLoading);
}

/** The picker's view of a list of names (the checkout's read, or the one the till keeps offline). */
export function orderNamesOf(all: OrderNameChoice[], loading: boolean): OrderNames {
  const nextFree = all.find((n) => !n.in_use);
  return {
    all,
    loading,
    nextFree,
    allWaiting: all.length > 0 && !nextFree,
    match: (text) => all.find((n) => fold(n.name) === fold(text)),
    suggest: (text) => {
      const term = fold(text);
      const starting = all.filter((n) => fold(n.name).startsWith(term));
      const containing = all.filter(
        (n) => !fold(n.name).startsWith(term) && fold(n.name).includes(term),
      );
      return [...starting, ...containing];
    },
  };
}

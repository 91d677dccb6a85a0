// Sold out ("86") per location: the rules the client needs, without zod, so a page
// that only reads the list does not load the validation library (decision 020).

/** The kinds of things a location can run out of. */
export const AVAILABILITY_KINDS = ['menu_item', 'soda', 'flavor', 'cup'] as const;
export type AvailabilityKind = (typeof AVAILABILITY_KINDS)[number];

/** One thing of the location's list, with whether it can be sold there now. */
export interface AvailabilityEntry {
  kind: AvailabilityKind;
  id: number;
  name: string;
  available: boolean;
}

/** The 409 of an order item or price quote naming a thing the location has sold out of. */
export const soldOutMessage = (name: string) => `${name} is sold out.`;

/** Whether `availability` marks the thing sold out (unknown things count as available). */
export const isSoldOut = (
  availability: readonly AvailabilityEntry[] | undefined,
  kind: AvailabilityKind,
  id: number,
): boolean =>
  availability?.some((entry) => entry.kind === kind && entry.id === id && !entry.available) ??
  false;

import { recordId } from './ids';
import { z } from './validation';

/** Sold out ("86") per location (issue 13): the kinds of things a location can run out of. */
export const AVAILABILITY_KINDS = ['menu_item', 'soda', 'flavor', 'cup'] as const;
export type AvailabilityKind = (typeof AVAILABILITY_KINDS)[number];

const kindSchema = z.enum(AVAILABILITY_KINDS, {
  error: `Kind must be one of: ${AVAILABILITY_KINDS.join(', ')}`,
});

export const availabilityQuerySchema = z.object({
  location: recordId('Location is required'),
});

export const availabilityUpdateSchema = z.object({
  location: recordId('Location is required'),
  kind: kindSchema,
  id: recordId('Id is required'),
  available: z.boolean({ error: 'Available must be true or false' }),
});
export type AvailabilityUpdate = z.input<typeof availabilityUpdateSchema>;

export const availabilityEntrySchema = z.object({
  kind: z.enum(AVAILABILITY_KINDS),
  id: z.number(),
  name: z.string(),
  available: z.boolean(),
});
export type AvailabilityEntry = z.output<typeof availabilityEntrySchema>;

export const availabilityListSchema = z.array(availabilityEntrySchema);

export const availabilityChangeSchema = availabilityEntrySchema.extend({ location: z.number() });
export type AvailabilityChange = z.output<typeof availabilityChangeSchema>;

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

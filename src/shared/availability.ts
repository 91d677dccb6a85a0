import { recordId } from './ids';
import { AVAILABILITY_KINDS, type AvailabilityEntry } from './sold-out';
import { z } from './validation';

export * from './sold-out';

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
}) satisfies z.ZodType<AvailabilityEntry>;

export const availabilityListSchema = z.array(availabilityEntrySchema);

export const availabilityChangeSchema = availabilityEntrySchema.extend({ location: z.number() });
export type AvailabilityChange = z.output<typeof availabilityChangeSchema>;

import { z } from './validation';

/**
 * Response schemas of the routes (SPEC section 3), the wire types of *-types.ts as zod objects.
 * Replies are serialised through them: a property not listed here never reaches the client.
 */

export const messageSchema = z.object({ message: z.string() });
export const emptySchema = z.object({});
/** 204 answers carry no body. */
export const noContent = z.null().describe('No content');

export const publicUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  is_admin: z.boolean(),
  is_active: z.boolean(),
});
/** A user with the locations they are assigned to (empty: every location). */
export const userSchema = publicUserSchema.extend({ locations: z.array(z.number()) });

import { z } from './validation';

/**
 * An admin's approval of a staff member's void, refund or large discount, given as the
 * admin's email and approval PIN. No other shared schema is imported, so checkout can use it.
 */

export const APPROVAL_REQUIRED = 'This needs an admin’s approval.';
export const WRONG_APPROVAL = 'The approver’s email or PIN is wrong.';
export const DEFAULT_APPROVAL_THRESHOLD = 10;

const PIN_MESSAGE = 'The PIN must be 4 to 8 digits';
export const pinField = z.string({ error: PIN_MESSAGE }).regex(/^\d{4,8}$/, PIN_MESSAGE);

export const approvalSchema = z.object({
  email: z
    .string({ error: 'Approver email is required' })
    .trim()
    .min(1, 'Approver email is required')
    .max(254),
  pin: z.string({ error: 'PIN is required' }).min(1, 'PIN is required').max(8, PIN_MESSAGE),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalPinSchema = z.object({ pin: pinField });

/** The body of a 403 asking for an admin's approval. */
export interface ApprovalRequiredBody {
  message: string;
  approval_required: true;
}

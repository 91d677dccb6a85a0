import { plainText } from './plain-text';
import { z } from './validation';

const REASON_REQUIRED = 'Reason is required';

/** The reason a staff member gives for moving money or undoing a sale: a line of plain text. */
export const reasonField = z
  .string({ error: REASON_REQUIRED })
  .trim()
  .min(1, REASON_REQUIRED)
  .max(200, 'Reason must be at most 200 characters')
  .check(plainText('Reason'));

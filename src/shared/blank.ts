/** The one rule for "nothing given": absent, null, or text that is empty once trimmed. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A dropdown's "nothing chosen": blank, or the 0 a select sends for its empty option. */
export const isUnchosen = (value: unknown) => isBlank(value) || value === 0 || value === '0';

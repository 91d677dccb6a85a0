/**
 * Ground floor: caches kept in memory and cleared by database notifications.
 * Other contexts reach this one only through this file.
 */
export { clearOnChange } from './clear-on-change';
export { CompressedBody, MIN_COMPRESSED_BYTES } from './compressed-body';
export { NotifiedCache } from './notified-cache';

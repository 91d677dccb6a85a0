/**
 * A fresh key for the Idempotency-Key header. crypto.randomUUID only exists in secure contexts, and a
 * shop may serve the app over plain http on its own network, so fall back to random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

import { useRef, useState } from 'preact/hooks';
import { ApiError, placeOrder, type NewOrder, type PlacedOrder } from './api';

/** What a refused placement says: messages under the fields it names, the rest above the button. */
export interface Refusal {
  fields: Partial<Record<'customer_name' | 'phone' | 'pickup_at', string>>;
  messages: string[];
}

const FORM_FIELDS = ['customer_name', 'phone', 'pickup_at'] as const;
const NO_ANSWER = 'We could not reach the shop. Check your connection and press Place order again.';

/** "items.1.cup" -> "Drink 2: ..."; other fields as they come. */
function fieldMessages(body: Record<string, string[]>): Refusal {
  const refusal: Refusal = { fields: {}, messages: [] };
  for (const [field, messages] of Object.entries(body)) {
    const formField = FORM_FIELDS.find((name) => name === field);
    const drink = /^items\.(\d+)\./.exec(field);
    if (formField) refusal.fields[formField] = messages.join(' ');
    else if (drink) refusal.messages.push(`Drink ${Number(drink[1]) + 1}: ${messages.join(' ')}`);
    else refusal.messages.push(...messages);
  }
  return refusal;
}

function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { fields: {}, messages: [NO_ANSWER] };
  const body = (error.body ?? {}) as Record<string, unknown>;
  const said = typeof body.message === 'string' ? body.message : null;
  if (error.status === 400) return fieldMessages(body as Record<string, string[]>);
  if (error.status === 404)
    return { fields: {}, messages: ['This shop is not taking online orders.'] };
  if (error.status === 429) {
    return {
      fields: {},
      messages: ['Too many orders from here: wait a few minutes, then try again.'],
    };
  }
  if (said && error.status < 500) return { fields: {}, messages: [said] };
  return { fields: {}, messages: ['Something went wrong at the shop. Please try again.'] };
}

/** A fresh key: crypto.randomUUID exists only in secure contexts; a shop may serve plain http. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the shop may have placed the order unheard (so a retry must reuse the key). */
const unanswered = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

/**
 * Places the order. Each attempt has an Idempotency-Key of its own; pressing again after no answer
 * (or a 5xx, or a 429), with the same order, is the same attempt and sends the same key, so an
 * order that did reach the shop is never placed twice.
 */
export function usePlaceOrder() {
  const attempt = useRef<{ key: string; body: string; open: boolean } | null>(null);
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const place = async (order: NewOrder): Promise<PlacedOrder | null> => {
    const body = JSON.stringify(order);
    const last = attempt.current;
    const current = last?.open && last.body === body ? last : { key: newKey(), body, open: true };
    attempt.current = current;
    setPlacing(true);
    setRefusal(null);
    try {
      const placed = await placeOrder(order, current.key);
      current.open = false;
      return placed;
    } catch (error) {
      current.open = unanswered(error);
      setRefusal(refusalOf(error));
      return null;
    } finally {
      setPlacing(false);
    }
  };
  return { place, placing, refusal, setRefusal };
}

import { describe, expect, it } from 'vitest';
import { ordersOfToday, rememberOrder } from './remembered-orders';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe('the orders remembered on the device', () => {
  it("lists today's orders, newest first, each once", () => {
    const storage = memoryStorage();
    const now = new Date(2026, 5, 3, 15, 0);
    const at = (day: number, hour: number) => new Date(2026, 5, day, hour).toISOString();
    rememberOrder({ token: 'a', code: 'W1', location: 'Main', placed_at: at(2, 9) }, storage);
    rememberOrder({ token: 'b', code: 'W1', location: 'Main', placed_at: at(3, 9) }, storage);
    rememberOrder({ token: 'c', code: 'W2', location: 'Main', placed_at: at(3, 10) }, storage);
    rememberOrder({ token: 'b', code: 'W1', location: 'Main', placed_at: at(3, 9) }, storage);
    expect(ordersOfToday(storage, now).map((order) => order.token)).toEqual(['b', 'c']);
  });

  it('reads a damaged memory as none', () => {
    const storage = memoryStorage();
    storage.setItem('order-ahead:placed', '{not json');
    expect(ordersOfToday(storage)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { cacheKey } from './cache-key';

const scope = { userId: 7, locationId: '2' };

describe('cacheKey', () => {
  it('keeps the catalogue, the settings, the queue and the user', () => {
    for (const url of [
      '/api/menu-items',
      '/api/menu-items/12',
      '/api/sodas',
      '/api/soda-cup-prices',
      '/api/cups',
      '/api/flavors?ordering=name',
      '/api/flavor-groups',
      '/api/limited-time-promotions?is_archived=false',
      '/api/discounts/autocomplete?q=',
      '/api/order-names/autocomplete?location=2',
      '/api/availability?location=2',
      '/api/locations/2',
      '/api/settings',
      '/api/pending-orders?location_id=2',
      '/api/users/me',
    ])
      expect(cacheKey(url, scope), url).not.toBeNull();
  });

  it('keeps nothing else: orders, carts, history, reports, drawers', () => {
    for (const url of [
      '/api/orders/5',
      '/api/order-items?user=7',
      '/api/orders?page=1',
      '/api/reports/sales',
      '/api/drawers?location=2',
      '/api/users',
      '/api/menu-items-x',
    ])
      expect(cacheKey(url, scope), url).toBeNull();
  });

  it('keys by user, location and the sorted query', () => {
    expect(cacheKey('/api/menu-items?soda=3&promo=1', scope)).toBe(
      'u7:l2:/api/menu-items?promo=1&soda=3',
    );
    expect(cacheKey('/api/menu-items?promo=1&soda=3', scope)).toBe(
      cacheKey('/api/menu-items?soda=3&promo=1', scope),
    );
    expect(cacheKey('/api/sodas', { userId: 8, locationId: '2' })).not.toBe(
      cacheKey('/api/sodas', scope),
    );
    expect(cacheKey('/api/sodas', { userId: 7, locationId: '3' })).not.toBe(
      cacheKey('/api/sodas', scope),
    );
  });

  it('keeps nothing before a user is known', () => {
    expect(cacheKey('/api/sodas', { userId: undefined, locationId: '' })).toBeNull();
  });
});

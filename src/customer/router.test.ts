import { describe, expect, it } from 'vitest';
import { routeOf } from './router';

describe('the customer routes', () => {
  it.each([
    ['/order', { page: 'locations' }],
    ['/order/', { page: 'locations' }],
    ['/order/12', { page: 'menu', locationId: 12 }],
    ['/order/status/aB_-9', { page: 'status', token: 'aB_-9' }],
    ['/board/3', { page: 'board', locationId: 3 }],
    ['/order/0', { page: 'unknown' }],
    ['/order/12/more', { page: 'unknown' }],
    ['/board', { page: 'unknown' }],
    ['/board/x', { page: 'unknown' }],
  ])('%s', (path, route) => {
    expect(routeOf(path)).toEqual(route);
  });
});

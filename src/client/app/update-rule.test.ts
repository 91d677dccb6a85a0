import { describe, expect, it } from 'vitest';
import { inTheMiddleOfAnOrder } from './update-rule';

const none = { serverItems: 0, deviceItems: 0 };

describe('inTheMiddleOfAnOrder: when the new version is not offered', () => {
  it('on Checkout, online and offline, whatever the order holds', () => {
    expect(inTheMiddleOfAnOrder('/checkout-order/12', none)).toBe(true);
    expect(inTheMiddleOfAnOrder('/sync/checkout', none)).toBe(true);
    expect(inTheMiddleOfAnOrder('/sync/checkout', { serverItems: 0, deviceItems: 2 })).toBe(true);
  });

  it('on Take Order while the current order has drinks on the server', () => {
    expect(inTheMiddleOfAnOrder('/take-order', { serverItems: 1, deviceItems: 0 })).toBe(true);
  });

  it('on Take Order while the offline order kept on the device has drinks', () => {
    expect(inTheMiddleOfAnOrder('/take-order', { serverItems: 0, deviceItems: 1 })).toBe(true);
    expect(inTheMiddleOfAnOrder('/take-order', { serverItems: 2, deviceItems: 3 })).toBe(true);
  });

  it('offered on an empty Take Order and on every other screen', () => {
    expect(inTheMiddleOfAnOrder('/sync/ticket/5b0c', none)).toBe(false);
    expect(inTheMiddleOfAnOrder('/take-order', none)).toBe(false);
    expect(inTheMiddleOfAnOrder('/make-orders', { serverItems: 1, deviceItems: 1 })).toBe(false);
    expect(inTheMiddleOfAnOrder('/sync', { serverItems: 0, deviceItems: 4 })).toBe(false);
    expect(inTheMiddleOfAnOrder('/orders', none)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderItem } from './api';
import {
  addLine,
  changeQuantity,
  drinkCount,
  lineKey,
  MAX_DRINKS,
  orderItems,
  subtotalCents,
} from './cart';

const drink = (cup: number): OrderItem => ({
  menu_item: 1,
  cup,
  low_sugar: false,
  note: '',
  custom_order__soda: null,
  custom_order_flavors: [],
  flat_or_sparkling: null,
});
const line = (cup: number, priceCents: number) => ({
  key: lineKey(drink(cup)),
  item: drink(cup),
  title: 'Hey Ma',
  details: '',
  priceCents,
  estimate: false,
});

describe('the customer cart', () => {
  it('counts the same drink chosen twice as one line of two, sent as two drinks', () => {
    const lines = addLine(addLine(addLine([], line(1, 440)), line(1, 440)), line(2, 630));
    expect(lines.map((kept) => kept.quantity)).toEqual([2, 1]);
    expect(orderItems(lines).map((item) => item.cup)).toEqual([1, 1, 2]);
    expect(subtotalCents(lines)).toBe(1510);
  });

  it('removes a line brought down to none', () => {
    const lines = addLine([], line(1, 440));
    expect(changeQuantity(lines, lines[0].key, -1)).toEqual([]);
  });

  it('holds no more drinks than an order ahead may', () => {
    let lines = addLine([], line(1, 440));
    for (let i = 0; i < MAX_DRINKS + 2; i++) lines = changeQuantity(lines, lines[0].key, 1);
    expect(drinkCount(lines)).toBe(MAX_DRINKS);
    expect(drinkCount(addLine(lines, line(2, 630)))).toBe(MAX_DRINKS);
  });
});

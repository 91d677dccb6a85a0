import { describe, expect, it } from 'vitest';
import { moneyOptions, parseDecimal, parseMoney } from './decimal';

// The one money rule, for JSON numbers and typed text alike.
const money = (input: unknown) => parseDecimal(input, moneyOptions({}));

describe('money input', () => {
  it('takes up to 2 decimals as exact cents, numbers and text alike', () => {
    expect(money(17.2)).toBe(1720);
    expect(money(0.29)).toBe(29);
    expect(money('  3.5 ')).toBe(350);
    expect(money('100000.00')).toBe(10_000_000);
    expect(money(100_000)).toBe(10_000_000);
    expect(money(0)).toBe(0);
    expect(parseMoney('4.65')).toBe(465);
  });

  it('refuses a third decimal, however small, and never rounds', () => {
    for (const input of [1.005, '1.005', 0.001, '0.004', 5.000000001, 1e-7, 0.1 + 0.2])
      expect(money(input), String(input)).toBe('Use at most 2 decimals');
  });

  it('refuses more than $100,000.00 and what is not an amount', () => {
    for (const input of [100_000.01, 21474836.48, 1e12, 1e21, '99999999999999999999'])
      expect(money(input), String(input)).toBe('Amounts over $100,000.00 are not accepted');
    for (const input of [-1, '-0.5', 'NaN', 'Infinity', '1e3', Number.NaN, Infinity, -1e21, {}])
      expect(money(input), String(input)).toBe('Enter an amount in dollars');
    expect(money(null)).toBe('Required');
  });
});

import { describe, expect, it } from 'vitest';
import { inRoundOrder, percentile, spread, summary } from './stats';

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('nearest-rank percentiles', () => {
  it('takes the value at rank ceil(p * n), not the maximum, for p99 of 200', () => {
    const values = oneTo(200).reverse();
    expect(percentile(values, 0.99)).toBe(198);
    expect(percentile(values, 0.5)).toBe(100);
  });

  it('is the maximum for p99 of 20 values, which is why fewer than 200 are not quoted', () => {
    expect(percentile(oneTo(20), 0.99)).toBe(20);
  });

  it('gives the only value of one, and the maximum at p = 1', () => {
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([3, 9, 1], 1)).toBe(9);
  });

  it('refuses no values and a p outside (0, 1]', () => {
    expect(() => percentile([], 0.5)).toThrow('no values');
    expect(() => percentile([1], 0)).toThrow('out of range');
    expect(() => percentile([1], 1.5)).toThrow('out of range');
  });

  it('summarises with the count the percentiles came from', () => {
    expect(summary(oneTo(1000))).toEqual({ p50: 500, p99: 990, count: 1000 });
  });
});

describe('spread over rounds', () => {
  it('gives min, median and max, the median of an even count halfway between the middle two', () => {
    expect(spread([3, 1, 2])).toEqual({ min: 1, median: 2, max: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ min: 1, median: 2.5, max: 4 });
  });
});

describe('round order', () => {
  it('runs the steps as listed in even rounds and reversed in odd ones', () => {
    const steps = ['ceiling', 'app', 'push'];
    expect(inRoundOrder(steps, 0)).toEqual(['ceiling', 'app', 'push']);
    expect(inRoundOrder(steps, 1)).toEqual(['push', 'app', 'ceiling']);
    expect(inRoundOrder(steps, 2)).toEqual(['ceiling', 'app', 'push']);
    expect(steps).toEqual(['ceiling', 'app', 'push']);
  });
});

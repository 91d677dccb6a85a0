import { describe, expect, it } from 'vitest';
import { rssSummary } from './memory';
import { Results, type RowDef } from './results';

const ceiling: RowDef = { id: 'bare', label: 'Bare', db: 'none', unit: 'ms' };
const app: RowDef = {
  id: 'push:postgres',
  label: 'Push',
  db: 'postgres',
  unit: 'ms',
  ceiling: 'bare',
};

describe('ratios to the ceiling', () => {
  it('pairs each sample with the ceiling of its own round, whatever order they were added in', () => {
    const results = new Results();
    results.round = 0;
    results.add(ceiling, { score: 10 });
    results.add(app, { score: 30 });
    results.round = 1;
    results.add(app, { score: 40 });
    results.add(ceiling, { score: 20 });
    expect(results.ratios(results.rows.get(app.id)!)).toEqual([3, 2]);
  });

  it("adds a sample's own part to the ceiling first (a push's HTTP answer to the bare broadcast)", () => {
    const results = new Results();
    results.add(ceiling, { score: 10 });
    results.add(app, { score: 30, ceilingPlus: 5 });
    expect(results.ratios(results.rows.get(app.id)!)).toEqual([2]);
  });

  it('gives no ratio for a round whose ceiling is missing', () => {
    const results = new Results();
    results.round = 2;
    results.add(app, { score: 30 });
    expect(results.ratios(results.rows.get(app.id)!)).toEqual([]);
  });
});

describe('RSS over the run', () => {
  it('reads start, the first sample at or after five minutes, end and peak', () => {
    const samples = [0, 150, 300, 450, 600].map((atS, i) => ({
      atS,
      rssMb: [100, 180, 150, 160, 155][i],
    }));
    expect(rssSummary({ label: 'A', samples })).toEqual({
      start: 100,
      afterFiveMin: 150,
      end: 155,
      peak: 180,
      seconds: 600,
    });
  });

  it('has no five-minute figure for a shorter series', () => {
    const samples = [
      { atS: 0, rssMb: 90 },
      { atS: 60, rssMb: 95 },
    ];
    expect(rssSummary({ label: 'B', samples }).afterFiveMin).toBeUndefined();
  });
});

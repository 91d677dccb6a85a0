/**
 * Issue 16's report rows: about 100,000 orders in 5 shops (the bench seed command) on the
 * PostgreSQL database, then each report read by the admin one request at a time. Run once, after
 * the rounds, so that the history does not weigh on the other rows.
 */
import { QUICK } from './config';
import type { Session } from './fixture';
import type { Results } from './results';
import { seedBenchHistory } from './seed-history';
import { summary } from './stats';

export const REPORT_ORDERS = QUICK ? 10_000 : 100_000;
export const REPORT_SHOPS = 5;
export const REPORT_READS = 5;

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function measureReports(
  results: Results,
  url: string,
  admin: Session,
): Promise<{ orders: number; days: number; seedSeconds: number }> {
  const began = performance.now();
  const seeded = await seedBenchHistory(url, REPORT_ORDERS, REPORT_SHOPS);
  const seedSeconds = (performance.now() - began) / 1000;
  const range = `from=${day(new Date(Date.now() - (seeded.days + 1) * 86_400_000))}&to=${day(new Date(Date.now() + 86_400_000))}`;
  const reads = [
    ['report-day', 'Sales report by day, all shops', `/api/reports/sales?${range}&group_by=day`],
    ['report-item', 'Sales report by item, all shops', `/api/reports/sales?${range}&group_by=item`],
    [
      'report-flavor',
      'Sales report by flavor, all shops',
      `/api/reports/sales?${range}&group_by=flavor`,
    ],
    [
      'report-shop',
      'Sales report by hour, one shop',
      `/api/reports/sales?${range}&group_by=hour&location=${seeded.shops[0]}`,
    ],
    [
      'report-waits',
      'Make-time report by hour, all shops',
      `/api/reports/make-times?${range}&group_by=hour`,
    ],
  ] as const;
  for (const [id, label, path] of reads) {
    const times: number[] = [];
    let failures = 0;
    for (let i = 0; i <= REPORT_READS; i++) {
      const start = performance.now();
      const res = await admin.get(path);
      const ms = performance.now() - start;
      if (res.status !== 200) failures++;
      else if (i > 0) times.push(ms); // the first read warms the plan cache
    }
    const latencies = summary(times);
    results.add(
      { id, label, db: 'postgres', unit: 'ms' },
      { score: latencies.p50, at1: latencies, failures },
    );
  }
  return { orders: seeded.orders, days: seeded.days, seedSeconds };
}

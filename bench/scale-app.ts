/**
 * bench:scale's reads through the built server over HTTP: the history (its first page and a name
 * search, 8 readers at once) and the Reports page in Chromium, from the address to every key
 * figure shown, a fresh browser context (no cache) each time.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import type { Session } from './fixture';
import { percentile } from './stats';

/** Readers at once in every timed read of bench:scale, in-process and over HTTP. */
export const READERS = 8;
const ROUNDS = 25;
const PAGE_LOADS = 7;

export interface Timed {
  name: string;
  times: number[];
}

export const p = (times: number[], q: number) => percentile(times, q).toFixed(1);

/** `READERS` readers at once, each sending `path` `ROUNDS` times (after one untimed read). */
async function readAtOnce(session: Session, path: string): Promise<number[]> {
  const answer = await session.get(path);
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      for (let i = 0; i < ROUNDS; i++) {
        const began = performance.now();
        const res = await session.get(path);
        times.push(performance.now() - began);
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      }
    }),
  );
  return times;
}

export async function historyReads(
  session: Session,
  shop: number,
  lastDay: string,
  name: string,
): Promise<Timed[]> {
  const reads: [string, string][] = [
    [
      'first page, one shop, its last day',
      `/api/orders?location=${shop}&from=${lastDay}&to=${lastDay}`,
    ],
    ['first page, all shops, all time', '/api/orders'],
    [`search '${name}', all shops, all time`, `/api/orders?q=${encodeURIComponent(name)}`],
    [
      `search '${name}', one shop, all time`,
      `/api/orders?location=${shop}&q=${encodeURIComponent(name)}`,
    ],
  ];
  const timed: Timed[] = [];
  for (const [label, path] of reads)
    timed.push({ name: label, times: await readAtOnce(session, path) });
  return timed;
}

/**
 * Per load, ms from the address: to every key figure shown, to the first report request sent,
 * and to the last report answer in.
 */
export interface PageLoads {
  times: number[];
  asked: number[];
  answered: number[];
}

/** The Reports page loaded one load at a time, each in a fresh context. */
export async function reportsPageLoads(
  url: string,
  credentials: { email: string; password: string },
  query: string,
): Promise<PageLoads> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const loads: PageLoads = { times: [], asked: [], answered: [] };
  try {
    for (let i = 0; i <= PAGE_LOADS; i++) {
      const context = await browser.newContext({ baseURL: url, serviceWorkers: 'block' });
      const signedIn = await context.request.post('/api/users/login', {
        data: credentials,
        headers: { origin: url },
      });
      if (!signedIn.ok()) throw new Error(`browser sign-in: ${signedIn.status()}`);
      const page = await context.newPage();
      const reportAsks: number[] = [];
      const reportAnswers: number[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/reports/')) reportAsks.push(performance.now());
      });
      page.on('requestfinished', (request) => {
        if (request.url().includes('/api/reports/')) reportAnswers.push(performance.now());
      });
      const began = performance.now();
      await page.goto(`/reports?${query}`);
      const figures = page.locator('[data-testid^="figure-"]');
      await figures.first().waitFor();
      await page.waitForFunction(() => {
        const shown = [...document.querySelectorAll('[data-testid^="figure-"]')];
        return (
          shown.length >= 4 && shown.every((f) => f.textContent && !f.textContent.includes('…'))
        );
      });
      // The first load fills the server's caches and the database's buffers: not counted.
      if (i > 0) {
        loads.times.push(performance.now() - began);
        loads.asked.push(Math.min(...reportAsks) - began);
        loads.answered.push(Math.max(...reportAnswers) - began);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return loads;
}

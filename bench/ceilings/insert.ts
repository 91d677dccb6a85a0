/** Runs the raw insert-transaction ceiling process at 1 and at CONCURRENCY connections. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { programPath } from '../bundle';
import { CONCURRENCY, SECONDS_AT_1, SECONDS_AT_N } from '../config';
import { latenciesOf, type LoadResult } from '../load-job';
import type { Sample } from '../results';

async function insertRate(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [programPath('insert-rate')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      CONNECTIONS: String(connections),
      SECONDS: String(seconds),
    },
  });
  return JSON.parse(stdout) as LoadResult;
}

export async function measureInsertRate(url: string): Promise<Sample> {
  const at1 = await insertRate(url, 1, SECONDS_AT_1);
  const atN = await insertRate(url, CONCURRENCY, SECONDS_AT_N);
  return {
    score: atN.perSecond,
    at1: latenciesOf(at1),
    atN: latenciesOf(atN),
  };
}

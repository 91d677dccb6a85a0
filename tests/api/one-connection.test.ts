import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE } from '../../src/server/db/client';
import { NO_BACKGROUND_WORK, useTestServer } from '../helpers/fixture';

// Database.onOneConnection: the usual checkout's read and write (and an add's second try) hold
// one connection, so in a rush they wait for a free one once, not before each statement.

const { server } = useTestServer({ config: NO_BACKGROUND_WORK });

const backend = sql`select pg_backend_pid()::int as pid`;

describe('statements on one connection', () => {
  it('runs every statement of the work on the same connection and answers what it returns', async () => {
    const pids = await server.database.onOneConnection(async (run) => {
      const [first] = await run<{ pid: number }>('probe-pid', backend);
      const [second] = await run<{ pid: number }>('probe-pid', backend);
      return [first.pid, second.pid];
    });
    expect(pids[0]).toBe(pids[1]);
  });

  it('leaves the other connections free while it holds one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const work = server.database.onOneConnection(async (run) => {
      const [row] = await run<{ pid: number }>('probe-pid', backend);
      started();
      await held;
      return row.pid;
    });
    await holding;
    const [other] = await server.database.runPrepared<{ pid: number }>('probe-pid', backend);
    release();
    const heldPid = await work;
    if (server.database.kind === 'postgres') expect(other.pid).not.toBe(heldPid);
  });

  it('gives the connection back after a statement the server refused, every time', async () => {
    for (let i = 0; i < DEFAULT_POOL_SIZE + 2; i++) {
      const failing = server.database.onOneConnection((run) =>
        run('probe-divide', sql`select 1 / ${0}::int as n`),
      );
      await expect(failing).rejects.toThrow(/division by zero/);
    }
    // A connection kept by any of them would leave the pool short: this would wait for ever.
    const [row] = await server.database.runPrepared<{ n: number }>(
      'probe-one',
      sql`select 1::int as n`,
    );
    expect(row.n).toBe(1);
  });
});

import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { backupRequestHandler } from './data-dir-snapshot';
import { DurableNodeFS, durableStartParams, fsyncTree } from './durable-node-fs';
import { pgliteExtensions as extensions } from './pglite-extensions';

export interface DataDirOptions {
  /** False keeps PGlite's default of no fsync: for test databases only. */
  durable?: boolean;
  /** Single-user PostgreSQL never checkpoints by itself (docs/decisions/010). */
  checkpointEveryMs?: number;
}

/**
 * Opens PGlite on a directory this process holds alone, with commits flushed to disk, a checkpoint
 * every few minutes (which bounds the log kept and replayed after a crash) and the backup socket.
 */
export async function openDataDir(
  dir: string,
  { durable = true, checkpointEveryMs = 5 * 60_000 }: DataDirOptions = {},
): Promise<{ client: PGlite; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let client: PGlite | undefined;
  const lock = await lockDataDir(
    dir,
    backupRequestHandler(() => client, dir),
  );
  try {
    const fresh = !existsSync(join(dir, 'PG_VERSION'));
    const opening = durable
      ? new PGlite({
          dataDir: dir,
          fs: new DurableNodeFS(dir),
          startParams: durableStartParams,
          extensions,
        })
      : new PGlite(dir, { extensions });
    await opening.waitReady;
    if (fresh && durable) fsyncTree(dir); // initdb's files are copied in without fsync
    client = opening;
  } catch (error) {
    await lock.release();
    throw error;
  }
  const open = client;
  // A failed checkpoint fails the next commits too, and those are reported; the next one retries.
  const checkpoints = setInterval(
    () => void open.exec('checkpoint').catch(() => {}),
    checkpointEveryMs,
  );
  checkpoints.unref();
  return {
    client: open,
    async close() {
      clearInterval(checkpoints);
      await open.close();
      await lock.release();
    },
  };
}

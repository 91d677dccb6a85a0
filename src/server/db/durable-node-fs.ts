import fs from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PgliteArg = Parameters<NodeFS['init']>[0];
type ModOptions = Parameters<NodeFS['init']>[1];
interface EmscriptenStream {
  nfd?: number;
}
interface NodefsModule {
  NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } };
  FS: { ErrnoError: new (errno: number) => Error };
}

const EIO = 29; // Emscripten's errno for EIO

/**
 * PGlite's Node file system writes through to the host files, but its fsync and fdatasync are
 * no-ops, and PGlite starts PostgreSQL with fsync off. This file system gives Emscripten's NODEFS
 * streams a real fsync, so PostgreSQL's own fsyncs (the WAL at every commit, data files at
 * checkpoints, directories after renames) reach the disk.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PgliteArg, opts: ModOptions) {
    const result = await super.init(pg, opts);
    const preRun = [...(result.emscriptenOpts.preRun ?? [])];
    preRun.push((mod: unknown) => {
      const { NODEFS, FS } = mod as NodefsModule;
      NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd === undefined) return 0;
        try {
          fs.fsyncSync(stream.nfd);
          return 0;
        } catch {
          throw new FS.ErrnoError(EIO); // PostgreSQL PANICs on a failed data fsync, as it should
        }
      };
    });
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/**
 * PGlite's start parameters without `-F` (fsync off). `fsync` as the WAL sync method because
 * Emscripten's fdatasync never reaches the file system; only fsync goes through the stream.
 */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** Flushes every file and directory under dir to disk (after initdb, or files written by restore). */
export function fsyncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  // Windows cannot open a directory to flush it; NTFS journals the entries itself.
  if (process.platform !== 'win32') fsyncPath(dir);
}

export function fsyncPath(path: string): void {
  const fd = fs.openSync(path, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

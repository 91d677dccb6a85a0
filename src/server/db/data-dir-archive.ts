import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

// A plain ustar archive of a PGlite data directory: regular files and directories only, the
// format `tar` reads. Built in memory (a shop's database is tens of megabytes).

const BLOCK = 512;

export interface ArchiveEntry {
  /** Relative path with forward slashes. */
  path: string;
  type: 'file' | 'directory';
  mode: number;
  mtime: Date;
  data: Buffer;
}

/** Reads the directory tree synchronously, so nothing else runs on this thread meanwhile. */
export function readDataDir(dir: string, skip: (name: string) => boolean = () => false) {
  const entries: ArchiveEntry[] = [];
  const walk = (relative: string) => {
    for (const item of readdirSync(join(dir, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${item.name}` : item.name;
      if (skip(path)) continue;
      const full = join(dir, path);
      if (!item.isFile() && !item.isDirectory()) continue; // the lock socket, stray links
      const stat = statSync(full);
      const base = { path, mode: stat.mode & 0o7777, mtime: stat.mtime };
      if (item.isDirectory()) {
        entries.push({ ...base, type: 'directory', data: Buffer.alloc(0) });
        walk(path);
      } else {
        entries.push({ ...base, type: 'file', data: readFileSync(full) });
      }
    }
  };
  walk('');
  return entries;
}

function octal(header: Buffer, value: number, offset: number, length: number) {
  header.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii');
}

function splitName(path: string): [prefix: string, name: string] {
  if (Buffer.byteLength(path) <= 100) return ['', path];
  const cut = path.lastIndexOf('/', 155);
  if (cut <= 0 || Buffer.byteLength(path.slice(cut + 1)) > 100) {
    throw new Error(`Path too long for the archive: ${path}`);
  }
  return [path.slice(0, cut), path.slice(cut + 1)];
}

function header(entry: ArchiveEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, name] = splitName(entry.type === 'directory' ? `${entry.path}/` : entry.path);
  block.write(name, 0, 100, 'utf8');
  octal(block, entry.mode, 100, 8);
  octal(block, 0, 108, 8);
  octal(block, 0, 116, 8);
  octal(block, entry.type === 'file' ? entry.data.length : 0, 124, 12);
  octal(block, Math.floor(entry.mtime.getTime() / 1000), 136, 12);
  block.write(entry.type === 'file' ? '0' : '5', 156, 1, 'ascii');
  block.write('ustar\u000000', 257, 8, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  block.fill(' ', 148, 156);
  octal(block, checksum(block), 148, 7);
  block.write(' ', 155, 1, 'ascii');
  return block;
}

const checksum = (block: Buffer) => {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  return sum;
};

export function writeArchive(entries: ArchiveEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    parts.push(header(entry));
    if (entry.type === 'file' && entry.data.length > 0) {
      parts.push(entry.data, Buffer.alloc((BLOCK - (entry.data.length % BLOCK)) % BLOCK));
    }
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

const text = (block: Buffer, offset: number, length: number) => {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};
const number = (block: Buffer, offset: number, length: number) =>
  parseInt(text(block, offset, length).trim() || '0', 8);

/** Parses a whole archive, refusing a damaged one or a path that leaves the target directory. */
export function readArchive(archive: Buffer): ArchiveEntry[] {
  const entries: ArchiveEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    if (number(block, 148, 8) !== checksum(block) || !text(block, 257, 6).startsWith('ustar')) {
      throw new Error('the archive is damaged (bad archive header)');
    }
    const prefix = text(block, 345, 155);
    const raw = (prefix ? `${prefix}/` : '') + text(block, 0, 100);
    const path = posix.normalize(raw.replace(/^(\.?\/)+/, '')).replace(/\/$/, '');
    if (!path || path === '.' || path.startsWith('..') || posix.isAbsolute(path)) {
      throw new Error(`the archive holds an unsafe path: ${raw}`);
    }
    const type = text(block, 156, 1);
    const size = number(block, 124, 12);
    offset += BLOCK;
    if (offset + size > archive.length) throw new Error('the archive is damaged (cut short)');
    const base = {
      path,
      mode: number(block, 100, 8),
      mtime: new Date(number(block, 136, 12) * 1000),
    };
    if (type === '5') entries.push({ ...base, type: 'directory', data: Buffer.alloc(0) });
    else if (type === '0' || type === '') {
      entries.push({
        ...base,
        type: 'file',
        data: Buffer.from(archive.subarray(offset, offset + size)),
      });
    } else throw new Error(`the archive holds an unsupported entry: ${path}`);
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('the archive is damaged (no end marker)');
}

/** Writes the entries under dir, readable by the owner only. */
export function extractArchive(entries: ArchiveEntry[], dir: string): void {
  for (const entry of entries) {
    const target = join(dir, ...entry.path.split('/'));
    if (entry.type === 'directory') mkdirSync(target, { recursive: true, mode: 0o700 });
    else {
      mkdirSync(join(target, '..'), { recursive: true, mode: 0o700 });
      writeFileSync(target, entry.data, { mode: 0o600 });
    }
  }
}

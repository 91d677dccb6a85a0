import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractArchive, readArchive, readDataDir, writeArchive } from './data-dir-archive';

const scratch = mkdtempSync(join(tmpdir(), 'soda-pos-archive-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function sampleDir() {
  const dir = mkdtempSync(join(scratch, 'source-'));
  mkdirSync(join(dir, 'base/5'), { recursive: true });
  mkdirSync(join(dir, 'pg_wal/archive_status'), { recursive: true });
  writeFileSync(join(dir, 'PG_VERSION'), '18\n');
  writeFileSync(join(dir, 'base/5/16384'), Buffer.alloc(8192 + 7, 0xab));
  writeFileSync(join(dir, 'base/5/empty'), '');
  const deep = `${'d'.repeat(90)}/${'e'.repeat(90)}`;
  mkdirSync(join(dir, deep), { recursive: true });
  writeFileSync(join(dir, deep, 'f'), 'long path');
  return { dir, deep };
}

describe('data directory archive', () => {
  it('round-trips files, empty files, empty and deep directories, and tar reads it', () => {
    const { dir, deep } = sampleDir();
    const archive = writeArchive(readDataDir(dir));
    const target = mkdtempSync(join(scratch, 'target-'));
    extractArchive(readArchive(archive), target);
    for (const file of ['PG_VERSION', 'base/5/16384', 'base/5/empty', `${deep}/f`]) {
      expect(readFileSync(join(target, file))).toEqual(readFileSync(join(dir, file)));
    }
    const listed = execFileSync('tar', ['-tf', '-'], { input: archive, encoding: 'utf8' });
    expect(listed.split('\n')).toEqual(
      expect.arrayContaining(['pg_wal/archive_status/', 'base/5/16384', `${deep}/f`]),
    );
  });

  it('refuses a damaged, truncated or escaping archive', () => {
    const { dir } = sampleDir();
    const archive = writeArchive(readDataDir(dir));
    const damaged = Buffer.from(archive);
    damaged[10] ^= 0xff;
    expect(() => readArchive(damaged)).toThrow(/damaged \(bad archive header\)/);
    expect(() => readArchive(archive.subarray(0, 1024))).toThrow(/damaged/);

    const escaping = writeArchive([
      { path: '../outside', type: 'file', mode: 0o600, mtime: new Date(), data: Buffer.from('x') },
    ]);
    expect(() => readArchive(escaping)).toThrow(/unsafe path/);
  });
});

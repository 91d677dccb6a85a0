import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const design = readFileSync(join(root, 'docs/DESIGN.md'), 'utf8');

/** The folder map: the first fenced block of DESIGN.md, as the folder paths it names. */
function mappedFolders(): string[] {
  const block = design.split('```')[1];
  const folders: string[] = [];
  let parent = '';
  for (const line of block.split('\n')) {
    const top = /^([a-z][\w/.-]*\/)\s/.exec(line);
    const nested = /^ {2}([a-z][\w.-]*\/)\s/.exec(line);
    if (top) {
      parent = top[1];
      folders.push(parent);
    } else if (nested) folders.push(parent + nested[1]);
  }
  return folders;
}

const dirsIn = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}${entry.name}/`);

describe("DESIGN.md's folder map", () => {
  const mapped = mappedFolders();

  it('names only folders that exist', () => {
    expect(mapped.length).toBeGreaterThan(20);
    expect(mapped.filter((folder) => !existsSync(join(root, folder)))).toEqual([]);
  });

  it('names every server context and every top-level client folder', () => {
    const wanted = [...dirsIn('src/server/'), ...dirsIn('src/client/')];
    expect(wanted.filter((folder) => !mapped.includes(folder))).toEqual([]);
  });

  it('names every layer of src/server/layers.json, and nothing else under src/server', () => {
    const layers: string[][] = JSON.parse(
      readFileSync(join(root, 'src/server/layers.json'), 'utf8'),
    ).layers;
    const contexts = layers.flat().map((name) => `src/server/${name}/`);
    const mappedServer = mapped.filter((folder) => /^src\/server\/.+/.test(folder));
    expect(mappedServer.sort()).toEqual(contexts.sort());
  });
});

import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * The lazy modules every signed-in screen loads with its first render: the data layer (the store
 * and RTK Query) and the navbar's buttons. Left to itself, Rollup gives each set of importers a
 * chunk of its own, so a cold Take Order fetched some twenty files under 600 bytes here, each with
 * its own response headers. Everything these two import statically (and the entry does not) is
 * needed whenever they load, so it is merged into one chunk: no screen loads code it did not load
 * before, nothing moves between the first render and idle, and the sign-in page loads none of it.
 */
const FIRST_RENDER = ['/src/client/app/store-provider.tsx', '/src/client/app/navbar-widgets.tsx'];

function closure(meta: ManualChunkMeta, roots: string[], stop: Set<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || stop.has(id)) return;
    seen.add(id);
    for (const imported of meta.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

/** Rollup's manualChunks: the entry's modules stay in the entry, the rest of the group joins it. */
export function signedInChunk(): GetManualChunk {
  let chunkOf: Map<string, string> | undefined;
  const assign = (meta: ManualChunkMeta) => {
    const ids = [...meta.getModuleIds()];
    const entry = closure(
      meta,
      ids.filter((id) => meta.getModuleInfo(id)?.isEntry),
      new Set(),
    );
    const roots = ids.filter((id) => FIRST_RENDER.some((suffix) => id.endsWith(suffix)));
    if (roots.length !== FIRST_RENDER.length) throw new Error('a first-render module is missing');
    // The entry's modules are named too: Rollup adds every unnamed static import of a named
    // chunk's modules to that chunk, which would move them out of the entry.
    const assigned = new Map([...entry].map((id) => [id, 'index']));
    for (const id of closure(meta, roots, entry)) assigned.set(id, 'signed-in');
    return assigned;
  };
  return (id, meta) => (chunkOf ??= assign(meta)).get(id);
}

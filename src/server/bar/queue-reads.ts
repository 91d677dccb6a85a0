import { eq, sql } from 'drizzle-orm';
import { CompressedBody } from '../cache';
import { preparedPerDatabase, queueVersions, type Db } from '../db';
import { loadQueue } from './order-display';

const versionOf = preparedPerDatabase((db) =>
  db
    .select({ version: queueVersions.version })
    .from(queueVersions)
    .where(eq(queueVersions.locationId, sql.placeholder('location')))
    .prepare('queue-version'),
);

interface Kept {
  version: number;
  catalogue: number;
  answer: CompressedBody;
}

/**
 * GET /api/pending-orders answered from memory while the location's queue has not changed: a
 * trigger raises the location's queue version with every change to a paid order there (in the
 * change's own transaction, so a read that follows a committed change sees the new version), and a
 * catalogue change (the names the queue shows) drops every kept answer. A read costs one indexed
 * lookup until the next change; the queue is read, serialized and compressed once per change.
 */
export class QueueReads {
  private readonly kept = new Map<number, Kept>();
  private catalogue = 0;

  constructor(private readonly db: Db) {}

  catalogueChanged() {
    this.catalogue++;
    this.kept.clear();
  }

  /** The location's queue as JSON, with its compressed copies. */
  async answer(locationId: number): Promise<CompressedBody> {
    const catalogue = this.catalogue;
    const [row] = await versionOf(this.db).execute({ location: locationId });
    // Read before the queue: a change committed in between makes the kept answer newer than its
    // version, never older, and the next read replaces it.
    const version = row?.version ?? 0;
    const hit = this.kept.get(locationId);
    if (hit && hit.version === version && hit.catalogue === catalogue) return hit.answer;
    const answer = new CompressedBody(JSON.stringify(await loadQueue(this.db, locationId)));
    if (catalogue === this.catalogue) this.kept.set(locationId, { version, catalogue, answer });
    return answer;
  }
}

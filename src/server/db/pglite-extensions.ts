import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, as PGlite loads them: every PGlite that opens
 * this app's database passes these (history search's trigram indexes need pg_trgm's code).
 */
export const pgliteExtensions = { pg_trgm };

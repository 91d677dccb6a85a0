/**
 * Ground floor: the database (PGlite or PostgreSQL), its schema, errors, seed data and SQL helpers.
 * Other contexts reach this one only through this file.
 */
export {
  compiled,
  notify,
  openDatabase,
  preparedPerDatabase,
  projectRoot,
  type Database,
  type Db,
  type RunPrepared,
  type Tx,
} from './client';
export { pageCount } from './page-count';
export {
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
  insertUnique,
  pgConstraint,
  pgErrorCode,
  saveUnique,
} from './pg-errors';
export * from './schema';
export { DEMO_TIME_ZONE, DEMO_USERS, isEmpty, seedDemo } from './seed';
export { selectRows } from './select-rows';
export { vacuumWhileOpen } from './vacuum';
export { isoUtc, personJson, userFullName } from './sql-text';

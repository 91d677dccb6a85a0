import { ValidationError } from '../platform';

/** PostgreSQL error codes the domains map to client errors. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}

/** The constraint a violation names (drizzle wraps the driver's error in `cause`). */
export function pgConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e?.constraint ?? e?.cause?.constraint;
}

/** Runs an insert or update; a unique violation becomes a 400 on `field` with `message`. */
export async function insertUnique<T>(
  run: () => Promise<T[]>,
  field: string,
  message: string,
): Promise<T> {
  try {
    const [row] = await run();
    return row;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new ValidationError({ [field]: [message] });
    throw error;
  }
}

/** Runs a write; a unique violation of a named constraint becomes a 400 on its field. */
export async function saveUnique<T>(
  run: () => Promise<T[]>,
  constraints: Record<string, [field: string, message: string]>,
): Promise<T> {
  try {
    const [row] = await run();
    return row;
  } catch (error) {
    const hit =
      pgErrorCode(error) === UNIQUE_VIOLATION ? constraints[pgConstraint(error) ?? ''] : undefined;
    if (hit) throw new ValidationError({ [hit[0]]: [hit[1]] });
    throw error;
  }
}

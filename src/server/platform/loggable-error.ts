import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * The fields of a database error that are safe to log. Left out on purpose: the query parameters
 * (`params`, and Drizzle's message repeats them) and PostgreSQL's `detail`, `where`, `hint` and
 * `internalQuery`, which quote row values ("Key (email)=(...)", "Failing row contains (...)").
 */
const SAFE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'query',
];

const isDatabaseError = (error: Error) =>
  error instanceof DrizzleQueryError || ('severity' in error && 'code' in error);

/** Drizzle writes "Failed query: <sql>\nparams: <values>": keep the SQL, drop the values. */
const withoutParams = (message: string) => message.replace(/\nparams: [\s\S]*$/, '');

function copyError(error: Error, message: string, fields: Record<string, unknown>, cause: unknown) {
  const copy = new Error(message, cause === undefined ? undefined : { cause });
  copy.name = error.name;
  const header = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(header)
    ? error.stack.slice(header.length)
    : (error.stack ?? '').replace(/^(?!\s+at ).*$\n?/gm, '');
  copy.stack = `${error.name}: ${message}${frames.startsWith('\n') || !frames ? '' : '\n'}${frames}`;
  return Object.assign(copy, fields);
}

/**
 * An error as it may be logged: a database error anywhere in the cause chain is replaced by a copy
 * without its parameters and row values (the SQLSTATE code, constraint and query text stay).
 * Other errors come back unchanged.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const cause = loggableError(error.cause, depth + 1);
  if (isDatabaseError(error)) {
    const fields: Record<string, unknown> = {};
    const source = error as unknown as Record<string, unknown>;
    // The driver's error (Drizzle's cause) holds the code: lifted, as pino logs only a cause's text.
    const driver = (error.cause ?? {}) as Record<string, unknown>;
    for (const key of SAFE_FIELDS) {
      const value = source[key] ?? driver[key];
      if (value !== undefined) fields[key] = value;
    }
    return copyError(error, withoutParams(error.message), fields, cause);
  }
  if (cause === error.cause) return error;
  const { cause: _rawCause, ...fields } = error as Error & Record<string, unknown>;
  return copyError(error, error.message, fields, cause);
}

/**
 * Pino options that pass every logged error through loggableError, whether it is logged as
 * `log.error(err)` or `log.error({ err })` (pino takes the message from the raw error).
 */
export function safeLoggerOptions(stream?: { write(line: string): void }) {
  const options: LoggerOptions = {
    level: 'info',
    hooks: {
      logMethod(args, method) {
        const [first] = args as unknown[];
        if (first instanceof Error) args[0] = loggableError(first) as Error;
        else if (first && typeof first === 'object' && 'err' in first) {
          args[0] = { ...first, err: loggableError((first as { err: unknown }).err) };
        }
        return method.apply(this, args);
      },
    },
  };
  if (stream) options.stream = stream;
  return options;
}

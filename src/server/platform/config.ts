import { randomBytes } from 'node:crypto';

export interface AppConfig {
  /** HS256 secret for the session tokens. */
  jwtSecret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** Origins allowed to send state-changing requests besides the app's own. */
  allowedOrigins: string[];
  /** Built client to serve (dist/client); omitted in API-only runs. */
  clientDir?: string;
  /** Sign-in attempts allowed per account-and-address and per address inside the window. */
  loginLimit: { perAccount: number; perAddress: number; windowSeconds: number };
  /** Registrations allowed per address inside the window. */
  registerLimit: { perAddress: number; windowSeconds: number };
  /**
   * The public (no sign-in) routes of order ahead, per client address: reads a minute
   * (PUBLIC_READS_PER_MINUTE) and orders placed in 10 minutes (PUBLIC_ORDERS_PER_10_MINUTES).
   */
  publicLimit: { readsPerMinute: number; ordersPerTenMinutes: number };
  /**
   * COOKIE_SECURE: true or false forces the session cookies' Secure attribute; auto sets it on
   * HTTPS requests and, in production, when X-Forwarded-Proto says https.
   */
  cookieSecure: boolean | 'auto';
  /** NODE_ENV=production. */
  production: boolean;
  /**
   * The proxies allowed to name the client address in X-Forwarded-For (Fastify's trustProxy): none
   * by default, so a client cannot pick its own address to dodge the per-address sign-in limit.
   */
  trustProxy: string | false;
  logger: boolean;
  /** LOG_REQUESTS: the fraction of requests logged (0 to 1); 5xx answers are always logged. */
  logRequests: number;
  /** Where the log goes (stdout when unset); tests read it. */
  logStream?: { write(line: string): void };
  /** How often pending sales are folded into the report rollups; 0: only when a report is read. */
  rollupFoldEveryMs?: number;
  /** How often sales' stock is taken from their levels (decision 048); 0: only when a level is read. */
  stockFoldEveryMs?: number;
  /** How often the tables every sale rewrites are vacuumed (decision 044); 0: never. */
  vacuumEveryMs?: number;
  /** How often online orders that fell due join the queue; 0: never (tests that count statements). */
  dueSweepEveryMs?: number;
  /** The clock that session tokens' expiry is issued and checked against (tests advance their own). */
  now?: () => number;
}

function cookieSecure(value: string | undefined): AppConfig['cookieSecure'] {
  const mode = (value ?? '').trim().toLowerCase() || 'auto';
  if (mode === 'auto') return 'auto';
  if (mode === 'true' || mode === 'false') return mode === 'true';
  throw new Error(`COOKIE_SECURE must be auto, true or false (got "${value}").`);
}

/** LOG_REQUESTS: all, none (the default) or the fraction of requests to log, from 0 to 1. */
function requestSampleRate(value: string | undefined): number {
  const mode = (value ?? '').trim().toLowerCase() || 'none';
  if (mode === 'all') return 1;
  if (mode === 'none') return 0;
  if (/^(0(\.\d+)?|1(\.0*)?|\.\d+)$/.test(mode)) return Number(mode);
  throw new Error(`LOG_REQUESTS must be all, none or a sample rate from 0 to 1 (got "${value}").`);
}

export function configFromEnv(env: NodeJS.ProcessEnv): AppConfig {
  return {
    jwtSecret: env.JWT_SECRET || randomBytes(32).toString('hex'),
    accessTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS || 30 * 60),
    refreshTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS || 24 * 60 * 60),
    allowedOrigins: (env.ALLOWED_ORIGINS || '').split(',').filter(Boolean),
    loginLimit: {
      perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT || 5),
      perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS || 20),
      windowSeconds: 15 * 60,
    },
    registerLimit: {
      perAddress: Number(env.REGISTER_LIMIT_PER_ADDRESS || 20),
      windowSeconds: Number(env.REGISTER_LIMIT_WINDOW_SECONDS || 10 * 60),
    },
    publicLimit: {
      readsPerMinute: Number(env.PUBLIC_READS_PER_MINUTE || 60),
      ordersPerTenMinutes: Number(env.PUBLIC_ORDERS_PER_10_MINUTES || 10),
    },
    cookieSecure: cookieSecure(env.COOKIE_SECURE),
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY?.trim() || false,
    logger: env.LOG !== 'false',
    logRequests: requestSampleRate(env.LOG_REQUESTS),
  };
}

/** Where the data is kept: read by the server and the CLIs (openDatabase in db/client.ts). */
export interface DatabaseConfig {
  /** DATABASE_URL: PostgreSQL, as the app's role; absent, the embedded database in `dataDir`. */
  url?: string;
  /**
   * DATABASE_MIGRATION_URL: the same database, as the role that owns the tables.
   * Migrations then run over it, and the app's role is granted only what the app needs, so it
   * cannot rewrite the audit log (db/app-role.ts). Absent, the app's role migrates, as before.
   */
  migrationUrl?: string;
  /** DATA_DIR: the embedded database's directory. */
  dataDir: string;
}

export function databaseConfigFromEnv(
  env: Partial<Record<'DATABASE_URL' | 'DATABASE_MIGRATION_URL' | 'DATA_DIR', string>>,
): DatabaseConfig {
  const url = env.DATABASE_URL || undefined;
  const migrationUrl = env.DATABASE_MIGRATION_URL?.trim() || undefined;
  if (migrationUrl && !url) {
    throw new Error(
      'DATABASE_MIGRATION_URL needs DATABASE_URL: it names the owner of a PostgreSQL database, ' +
        'and the embedded database has no roles.',
    );
  }
  return { url, migrationUrl, dataDir: env.DATA_DIR || './data' };
}

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
  /** Failed sign-ins allowed per account and per address inside the window. */
  loginLimit: { perAccount: number; perAddress: number; windowSeconds: number };
  /**
   * The proxies allowed to name the client address in X-Forwarded-For (Fastify's trustProxy): none
   * by default, so a client cannot pick its own address to dodge the per-address sign-in limit.
   */
  trustProxy: string | false;
  logger: boolean;
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
    trustProxy: env.TRUST_PROXY?.trim() || false,
    logger: env.LOG !== 'false',
  };
}

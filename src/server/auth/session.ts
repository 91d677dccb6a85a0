import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { AppConfig } from '../platform';
import { type Db, sessions, type Tx, users } from '../db';
import { recordAudit } from '../audit';
import { notifyUserAccess } from './access-events';
import { NotifiedCache } from '../cache';
import { userColumns, type UserRow } from './users-repo';

const ACCESS_COOKIE = 'access_token';
const REFRESH_COOKIE = 'refresh_token';
/** How long a just-rotated refresh token still yields the current pair instead of counting as reuse. */
export const REFRESH_GRACE_SECONDS = 5;

/**
 * COOKIE_SECURE=auto: Secure on HTTPS requests and, in production, when a proxy in front says
 * https (X-Forwarded-Proto, believed for this even without TRUST_PROXY: it can only make the
 * sender's own cookies stricter).
 */
function cookieIsSecure(config: AppConfig, request: FastifyRequest): boolean {
  if (config.cookieSecure !== 'auto') return config.cookieSecure;
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return config.production && proto?.trim().toLowerCase() === 'https';
}

export interface TokenClaims {
  sub: string;
  sid: string;
  jti?: string;
  typ: 'access' | 'refresh';
  /** Expiry, epoch seconds (set on read). */
  exp?: number;
}

/** How long a session's user may be answered from memory without a notification saying otherwise. */
const SESSION_USER_TTL_MS = 30_000;
/** At most this many verified tokens are remembered; the memo starts over when full. */
const VERIFIED_TOKENS_KEPT = 20_000;

/**
 * The user's location assignments, read with the session: they change only through writes to
 * user_locations, which drop the cached users like any other access change (auth/session-cache.ts).
 */
const assignedSql = sql<number[]>`coalesce((select json_agg(ul.location_id order by ul.location_id)
  from user_locations ul where ul.user_id = users.id), '[]'::json)`;

interface CachedSessionUser {
  user: UserRow;
  sessionExpiresAt: Date;
  cachedUntil: number;
}

/** The claims when they are of the wanted type and not expired (re-checked on every use). */
function usable(claims: TokenClaims, typ: TokenClaims['typ'], now: number): TokenClaims | null {
  if (claims.typ !== typ) return null;
  // jwtVerify checked the expiry when it verified; a remembered token is checked again here.
  if (claims.exp !== undefined && claims.exp * 1000 <= now) return null;
  return claims;
}

/** The session's user, unless the session has expired or the token names another user. */
function userOfSession(entry: CachedSessionUser, claims: Pick<TokenClaims, 'sub'>): UserRow | null {
  if (entry.sessionExpiresAt.getTime() < Date.now()) return null;
  if (String(entry.user.id) !== claims.sub) return null;
  return entry.user;
}

/** Issues and checks the session tokens; the sessions table makes them revocable. */
export class SessionService {
  /** Built once: jose would import a raw secret again on every sign and verify. */
  private readonly key: KeyObject;
  /**
   * The user of each recently seen session, by session id. Dropped whole on every user_access
   * notification and every write this process makes to users, sessions or assignments
   * (auth/session-cache.ts), so a logout, revocation, deactivation or role change is never missed.
   */
  readonly users = new NotifiedCache<CachedSessionUser>(10_000);
  /**
   * Tokens whose signature checked out, with their claims: a signature never stops being valid, so
   * a repeat request skips the HMAC (jose imports the key through WebCrypto on every verify).
   * Expiry is checked on each use; revocation is the session's business (sessionUser).
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    this.now = config.now ?? Date.now;
  }

  /** The tokens' clock (config.now, for tests that let time pass without waiting). */
  private readonly now: () => number;

  private sign(claims: TokenClaims, ttlSeconds: number) {
    return new SignJWT({ sid: claims.sid, typ: claims.typ })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti ?? randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(this.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  private async read(
    token: string | undefined,
    typ: TokenClaims['typ'],
  ): Promise<TokenClaims | null> {
    if (!token) return null;
    const claims = this.verified.get(token) ?? (await this.verify(token));
    return claims ? usable(claims, typ, this.now()) : null;
  }

  private async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const typ = payload.typ;
      if (typ !== 'access' && typ !== 'refresh') return null;
      if (typeof payload.sid !== 'string' || !payload.sub) return null;
      const claims: TokenClaims = {
        sub: payload.sub,
        sid: payload.sid,
        jti: payload.jti,
        typ,
        exp: payload.exp,
      };
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.clear();
      this.verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }

  async start(userId: number, reply: FastifyReply): Promise<void> {
    const sid = randomUUID();
    const jti = randomUUID();
    await this.db.transaction(async (tx) => {
      await tx.insert(sessions).values({
        id: sid,
        userId,
        refreshJti: jti,
        expiresAt: new Date(Date.now() + this.config.refreshTtlSeconds * 1000),
      });
      await recordAudit(tx, { action: 'sign_in', userId, target: `user ${userId}` });
    });
    await this.setCookies(reply, userId, sid, jti);
  }

  private async setCookies(reply: FastifyReply, userId: number, sid: string, jti: string) {
    const sub = String(userId);
    const access = await this.sign({ sub, sid, typ: 'access' }, this.config.accessTtlSeconds);
    const refresh = await this.sign(
      { sub, sid, jti, typ: 'refresh' },
      this.config.refreshTtlSeconds,
    );
    const base = this.cookieOptions(reply.request);
    reply.setCookie(ACCESS_COOKIE, access, { ...base, maxAge: this.config.accessTtlSeconds });
    reply.setCookie(REFRESH_COOKIE, refresh, { ...base, maxAge: this.config.refreshTtlSeconds });
  }

  /** The attributes of both session cookies, when set and when cleared. */
  private cookieOptions(request: FastifyRequest) {
    return {
      httpOnly: true,
      sameSite: 'strict' as const,
      path: '/',
      secure: cookieIsSecure(this.config, request),
    };
  }

  /** The signed-in user behind a request's access cookie, or null. One query. */
  async userFromRequest(request: FastifyRequest): Promise<UserRow | null> {
    const claims = await this.accessClaims(request);
    return claims ? this.sessionUser(claims) : null;
  }

  /**
   * The same answer as userFromRequest when memory alone holds it (a remembered token, a session
   * user cached and fresh), without a promise; undefined when finding out needs the database or a
   * signature check. The guards try it first: it is every cached read's path.
   */
  knownUserFromRequest(request: FastifyRequest): UserRow | null | undefined {
    const token = request.cookies[ACCESS_COOKIE];
    if (!token) return null;
    const remembered = this.verified.get(token);
    if (!remembered) return undefined;
    const claims = usable(remembered, 'access', this.now());
    if (!claims) return null;
    const entry = this.users.get(claims.sid);
    if (!entry || entry.cachedUntil < Date.now()) return undefined;
    return userOfSession(entry, claims);
  }

  /** The verified claims (sub, sid, exp) of a request's access cookie, or null. */
  accessClaims(request: FastifyRequest): Promise<TokenClaims | null> {
    return this.read(request.cookies[ACCESS_COOKIE], 'access');
  }

  /**
   * The active user of a session that is neither revoked nor expired, or null. From memory when
   * seen recently; `fresh` reads the database (one query) whatever the cache holds.
   */
  async sessionUser(
    claims: Pick<TokenClaims, 'sid' | 'sub'>,
    { fresh = false } = {},
  ): Promise<UserRow | null> {
    const now = Date.now();
    let entry = fresh ? undefined : this.users.get(claims.sid);
    if (!entry || entry.cachedUntil < now) {
      const ticket = this.users.ticket();
      const [row] = await this.db
        .select({ user: userColumns, expiresAt: sessions.expiresAt, assigned: assignedSql })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt)));
      if (!row || !row.user.isActive) return null;
      entry = {
        user: { ...row.user, assignedLocations: row.assigned },
        sessionExpiresAt: row.expiresAt,
        cachedUntil: now + SESSION_USER_TTL_MS,
      };
      this.users.set(claims.sid, entry, ticket);
    }
    return userOfSession(entry, claims);
  }

  /**
   * Rotates the refresh token. The token rotated away last still yields the current pair for
   * REFRESH_GRACE_SECONDS (two tabs, or two requests of one tab, refreshing at once); any other
   * stale token counts as stolen and revokes the whole session.
   */
  async refresh(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const claims = await this.read(request.cookies[REFRESH_COOKIE], 'refresh');
    if (!claims?.jti) return false;
    const [row] = await this.db
      .select({ session: sessions, isActive: users.isActive })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, claims.sid));
    if (!row || row.session.revokedAt || row.session.expiresAt < new Date() || !row.isActive)
      return false;
    const nextJti = randomUUID();
    // Of simultaneous refreshes with one token, only the first rotates it (the row lock decides).
    const [rotated] = await this.db
      .update(sessions)
      .set({ refreshJti: nextJti, previousRefreshJti: claims.jti, rotatedAt: new Date() })
      .where(
        and(
          eq(sessions.id, claims.sid),
          eq(sessions.refreshJti, claims.jti),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ userId: sessions.userId });
    if (rotated) {
      await this.setCookies(reply, rotated.userId, claims.sid, nextJti);
      return true;
    }
    const [current] = await this.db.select().from(sessions).where(eq(sessions.id, claims.sid));
    const graceStart = Date.now() - REFRESH_GRACE_SECONDS * 1000;
    if (
      current &&
      !current.revokedAt &&
      current.previousRefreshJti === claims.jti &&
      current.rotatedAt &&
      current.rotatedAt.getTime() > graceStart
    ) {
      await this.setCookies(reply, current.userId, claims.sid, current.refreshJti);
      return true;
    }
    await this.revoke(claims.sid);
    return false;
  }

  /** Ends the session named by either cookie and clears both cookies. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const claims =
      (await this.read(request.cookies[ACCESS_COOKIE], 'access')) ??
      (await this.read(request.cookies[REFRESH_COOKIE], 'refresh'));
    if (claims) await this.revoke(claims.sid, { audit: true });
    const options = this.cookieOptions(request);
    reply.clearCookie(ACCESS_COOKIE, options);
    reply.clearCookie(REFRESH_COOKIE, options);
  }

  /** Ends a session; a sign-out (`audit`) of a session still live is written to the audit log. */
  private revoke(sid: string, opts: { audit?: boolean } = {}) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(eq(sessions.id, sid))
        .returning({ userId: sessions.userId });
      if (!row) return;
      await notifyUserAccess(tx, row.userId);
      if (opts.audit)
        await recordAudit(tx, {
          action: 'sign_out',
          userId: row.userId,
          target: `user ${row.userId}`,
        });
    });
  }

  revokeAllFor(userId: number, tx: Tx = this.db) {
    return tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .then(() => notifyUserAccess(tx, userId));
  }
}

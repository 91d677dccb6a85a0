import { eq, sql } from 'drizzle-orm';
import { REFRESH_GRACE_SECONDS } from '../../src/server/auth/session';
import { sessions } from '../../src/server/db/schema';
import type { TestServer } from './server';

/** Moves a user's last refresh-token rotation back past the grace window, as if time had passed. */
export async function ageRotation(server: TestServer, userId: number) {
  await server.database.db
    .update(sessions)
    .set({
      rotatedAt: sql`${sessions.rotatedAt} - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1})`,
    })
    .where(eq(sessions.userId, userId));
}

/** The claims of a JWT cookie value, unverified (to compare token ids in tests). */
export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

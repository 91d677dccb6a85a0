import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { hasStaffRights } from '../../shared/roles';
import { HttpError } from '../platform';
import type { UserRow } from './users-repo';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export const NOT_SIGNED_IN = 'Authentication credentials were not provided or have expired.';
export const FORBIDDEN = 'You do not have permission to perform this action.';

/** What a guard asks of the signed-in user beyond being signed in (throws its 403). */
type UserCheck = (user: UserRow) => void;

/**
 * A preHandler hook: signed in (401 otherwise, sets request.user), then `check`. A callback hook
 * rather than an async one: when memory holds the session's user (every cached read), it decides
 * without a promise; otherwise it waits for the token check and the session query.
 */
function guard(check: UserCheck) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const decide = (user: UserRow | null) => {
      if (!user) throw new HttpError(401, NOT_SIGNED_IN);
      request.user = user;
      check(user);
    };
    const known = request.user ?? request.server.sessions.knownUserFromRequest(request);
    if (known === undefined) {
      request.server.sessions
        .userFromRequest(request)
        .then(decide)
        .then(() => done(), done);
      return;
    }
    try {
      decide(known);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };
}

export const isStaff = (user: UserRow) =>
  hasStaffRights({ staff: user.isStaff, admin: user.isAdmin });

/** Signed in (401 otherwise). Sets request.user. */
export const requireUser = guard(() => undefined);

/** Staff or admin: the shop floor. */
export const requireStaff = guard((user) => {
  if (!isStaff(user)) throw new HttpError(403, FORBIDDEN);
});

export const requireAdmin = guard((user) => {
  if (!user.isAdmin) throw new HttpError(403, FORBIDDEN);
});

/** The catalogue rule: staff read, admins write. */
export function staffReadAdminWrite(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  (readOnly ? requireStaff : requireAdmin)(request, reply, done);
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
  return request.user;
}

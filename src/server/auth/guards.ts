import type { FastifyRequest } from 'fastify';
import { hasStaffRights } from '../../shared/roles';
import { HttpError } from '../errors';
import type { UserRow } from './users-repo';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export const NOT_SIGNED_IN = 'Authentication credentials were not provided or have expired.';
export const FORBIDDEN = 'You do not have permission to perform this action.';

/** Signed in (401 otherwise). Sets request.user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (request.user) return;
  request.user = await request.server.sessions.userFromRequest(request);
  if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
}

export const isStaff = (user: UserRow) =>
  hasStaffRights({ staff: user.isStaff, admin: user.isAdmin });

/** Staff or admin: the shop floor. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!isStaff(request.user!)) throw new HttpError(403, FORBIDDEN);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.user!.isAdmin) throw new HttpError(403, FORBIDDEN);
}

/** The catalogue rule: staff read, admins write. */
export async function staffReadAdminWrite(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return requireStaff(request);
  return requireAdmin(request);
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, NOT_SIGNED_IN);
  return request.user;
}

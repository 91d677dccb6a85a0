import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  emptySchema,
  messageSchema,
  publicUserSchema,
  userSchema,
} from '../../shared/response-schemas';
import { loginSchema, registerSchema, userRolesSchema, z } from '../../shared/validation';
import { insertUnique, type Tx, users } from '../db';
import { badRequest, HttpError, idParams, isSameOrigin, notFound, parsedRoutes } from '../platform';
import { recordAudit, recordChange } from '../audit';
import { notifyUserAccess } from './access-events';
import { assignLocations, assignedLocations, assignmentsOf } from './location-access';
import { currentUser, requireAdmin, requireUser } from './guards';
import { LoginLimiter } from './login-limit';
import { passwordWeakness } from './password-strength';
import { verifyPasswordOrDummy } from './passwords';
import { createUser, findUserByEmail, publicUser, type UserRow } from './users-repo';

const WRONG_CREDENTIALS = 'No active account found with the given credentials';
const DUPLICATE_EMAIL = 'A user with this email already exists.';
const CROSS_ORIGIN = 'Cross-origin request refused.';
const tags = ['auth'];

/** Sign-up, sign-in, the session's own routes, and the admins' user management. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const limiter = new LoginLimiter(app.database.db, app.config);
  signUpAndSignInRoutes(app, limiter);
  sessionRoutes(app);
  userAdminRoutes(app);
}

type AuthApp = ReturnType<typeof parsedRoutes>;

/** Registration and sign-in, both throttled by the limiter (per address, and per email). */
function signUpAndSignInRoutes(app: AuthApp, limiter: LoginLimiter) {
  const { db } = app.database;
  const registerRoute = {
    schema: {
      tags,
      summary: 'Sign up (an account with no role until an admin gives one)',
      body: registerSchema,
      response: { 201: publicUserSchema },
    },
  };
  app.post('/api/users/register', registerRoute, async (request, reply) => {
    const { body } = request;
    const weakness = await passwordWeakness(body.password, [
      body.email,
      body.first_name,
      body.last_name,
    ]);
    if (weakness) throw badRequest('password', weakness);
    await limiter.beginRegistration(request.ip);
    if (await findUserByEmail(db, body.email)) throw badRequest('email', DUPLICATE_EMAIL);
    // The unique index settles a simultaneous registration of the same email.
    const user = await insertUnique(
      async () => [
        await createUser(db, {
          email: body.email,
          password: body.password,
          firstName: body.first_name,
          lastName: body.last_name,
        }),
      ],
      'email',
      DUPLICATE_EMAIL,
    );
    return reply.code(201).send(publicUser(user));
  });

  const loginRoute = {
    schema: {
      tags,
      summary: 'Sign in: starts a session (cookies)',
      body: loginSchema,
      response: { 200: publicUserSchema },
    },
  };
  app.post('/api/users/login', loginRoute, async (request, reply) => {
    const { body } = request;
    // Counted before the password is checked: simultaneous attempts cannot overrun the limit.
    await limiter.beginLogin(body.email, request.ip);
    const user = await findUserByEmail(db, body.email);
    const ok = await verifyPasswordOrDummy(user?.passwordHash, body.password);
    if (!user || !ok || !user.isActive) {
      await recordAudit(db, {
        action: 'sign_in_failed',
        userId: user?.id ?? null,
        target: body.email.trim().toLowerCase(),
        details: { address: request.ip },
      });
      throw new HttpError(401, WRONG_CREDENTIALS);
    }
    await limiter.loginSucceeded(body.email, request.ip);
    await app.sessions.start(user.id, reply);
    return publicUser(user);
  });
}

/** The signed-in user's own session: who am I, refresh and sign out. */
function sessionRoutes(app: AuthApp) {
  const { db } = app.database;
  const meRoute = {
    preValidation: requireUser,
    schema: {
      tags,
      summary: 'The signed-in user, with their locations',
      response: { 200: userSchema },
    },
  };
  app.get('/api/users/me', meRoute, async (request) => {
    const [me] = await withLocations(db, [currentUser(request)]);
    return me;
  });

  const verifyRoute = {
    preValidation: requireUser,
    schema: { tags, summary: 'Whether the session is signed in', response: { 200: emptySchema } },
  };
  app.get('/api/users/verify', verifyRoute, async () => ({}));

  app.post(
    '/api/users/refresh',
    {
      schema: {
        tags,
        summary: 'Renew the session from its refresh cookie',
        response: { 200: emptySchema },
      },
    },
    async (request, reply) => {
      if (!(await app.sessions.refresh(request, reply))) {
        throw new HttpError(401, 'Your session has expired. Please sign in again.');
      }
      return {};
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.sessions.end(request, reply);
    return { message: 'Logged out' };
  };
  // POST passes the origin check of every state-changing request.
  const logoutSchema = { tags, summary: 'Sign out', response: { 200: messageSchema } };
  app.post('/api/users/logout', { schema: logoutSchema }, logout);
  // The spec's client logs out with a GET: only from the app's own pages, never from a cross-site link.
  const sameSiteOnly = async (request: FastifyRequest) => {
    const sameOrigin =
      isSameOrigin(request, app.config.allowedOrigins) ||
      request.headers['sec-fetch-site'] === 'same-origin';
    if (!sameOrigin) throw new HttpError(403, CROSS_ORIGIN);
  };
  const sameSiteLogout = {
    preValidation: sameSiteOnly,
    schema: { ...logoutSchema, summary: "Sign out from the app's own pages" },
  };
  app.get('/api/users/logout', sameSiteLogout, logout);
}

/** Admins list users and change their roles, active flag and locations. */
function userAdminRoutes(app: AuthApp) {
  const { db } = app.database;
  const usersRoute = {
    preValidation: requireAdmin,
    schema: {
      tags,
      summary: 'Every user, with their roles and locations (admins)',
      response: { 200: z.array(userSchema) },
    },
  };
  app.get('/api/users', usersRoute, async () => {
    const rows = await db.select().from(users).orderBy(asc(users.email));
    return withLocations(db, rows);
  });

  const userPatchRoute = {
    preValidation: requireAdmin,
    schema: {
      tags,
      summary: "Change a user's roles, active flag or locations (admins)",
      params: idParams,
      body: userRolesSchema,
      response: { 200: userSchema },
    },
  };
  app.patch('/api/users/:id', userPatchRoute, async (request) => {
    const { id } = request.params;
    const { body } = request;
    const me = currentUser(request);
    refuseSelfLockout(id, me, body);
    const row = await db.transaction((tx) => changeAccess(app, tx, { id, by: me, body }));
    return (await withLocations(db, [row]))[0];
  });
}

type RolesBody = z.output<typeof userRolesSchema>;

/** An empty change is a 400, and so is an admin removing their own admin role or account. */
function refuseSelfLockout(id: number, me: UserRow, body: RolesBody) {
  if (Object.keys(body).length === 0)
    throw badRequest('non_field_errors', 'Send is_staff, is_admin, is_active or locations.');
  if (id === me.id && body.is_admin === false)
    throw badRequest('is_admin', 'You cannot remove your own admin role.');
  if (id === me.id && body.is_active === false)
    throw badRequest('is_active', 'You cannot deactivate yourself.');
}

/**
 * A user's roles, active flag and locations changed on the locked row, audited, and told to the
 * user's open sessions and sockets.
 */
async function changeAccess(
  app: FastifyInstance,
  tx: Tx,
  { id, by: me, body }: { id: number; by: UserRow; body: RolesBody },
): Promise<UserRow> {
  // Locked, so that two admins editing one user apply one after the other.
  const [locked] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!locked) throw notFound('User not found.');
  const roles = { isStaff: body.is_staff, isAdmin: body.is_admin, isActive: body.is_active };
  const changesRoles = Object.values(roles).some((v) => v !== undefined);
  const [updated] = changesRoles
    ? await tx.update(users).set(roles).where(eq(users.id, id)).returning()
    : [locked];
  const placesBefore = await assignedLocations(tx, id);
  if (body.locations !== undefined) await assignLocations(tx, id, body.locations);
  // The roles, active flag and locations that changed, before and after: who may do what
  // is audited.
  await recordChange(tx, {
    action: 'role_change',
    userId: me.id,
    target: `user ${id}`,
    before: access(locked, placesBefore),
    after: access(updated, await assignedLocations(tx, id)),
    context: { email: locked.email },
  });
  if (body.is_active === false) await app.sessions.revokeAllFor(id, tx);
  // The user's open live sockets are checked again on every instance, so a lost role or
  // location closes them at once rather than at the next sign-in.
  else await notifyUserAccess(tx, id);
  return updated;
}

/** What a role change may change: the roles, whether the account is active, its locations. */
const access = (user: UserRow, locations: number[]) => ({
  is_staff: user.isStaff,
  is_admin: user.isAdmin,
  is_active: user.isActive,
  locations,
});

/** The public form of users with the locations each is assigned to. */
async function withLocations(db: Tx, rows: UserRow[]) {
  const assigned = await assignmentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...publicUser(r), locations: assigned.get(r.id) ?? [] }));
}

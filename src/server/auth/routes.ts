import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema, userRolesSchema } from '../../shared/validation';
import { users } from '../db/schema';
import { HttpError, badRequest, notFound } from '../errors';
import { insertUnique } from '../catalogue/unique';
import { idParam, parse } from '../validate';
import { currentUser, requireAdmin, requireUser } from './guards';
import { LoginLimiter } from './login-limit';
import { verifyPassword } from './passwords';
import { createUser, findUserByEmail, publicUser } from './users-repo';

const WRONG_CREDENTIALS = 'No active account found with the given credentials';
const DUPLICATE_EMAIL = 'A user with this email already exists.';

export async function authRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const limiter = new LoginLimiter(db, app.config.loginLimit);

  app.post('/api/users/register', async (request, reply) => {
    const body = parse(registerSchema, request.body);
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

  app.post('/api/users/login', async (request, reply) => {
    const body = parse(loginSchema, request.body);
    await limiter.check(body.email, request.ip);
    const user = await findUserByEmail(db, body.email);
    const ok = user ? await verifyPassword(user.passwordHash, body.password) : false;
    if (!user || !ok || !user.isActive) {
      await limiter.recordFailure(body.email, request.ip);
      throw new HttpError(401, WRONG_CREDENTIALS);
    }
    await limiter.clearAccount(body.email);
    await app.sessions.start(user.id, reply);
    return publicUser(user);
  });

  app.get('/api/users/me', { preHandler: requireUser }, async (request) =>
    publicUser(currentUser(request)),
  );

  app.get('/api/users/verify', { preHandler: requireUser }, async () => ({}));

  app.post('/api/users/refresh', async (request, reply) => {
    if (!(await app.sessions.refresh(request, reply))) {
      throw new HttpError(401, 'Your session has expired. Please sign in again.');
    }
    return {};
  });

  app.get('/api/users/logout', async (request, reply) => {
    await app.sessions.end(request, reply);
    return { message: 'Logged out' };
  });

  app.get('/api/users', { preHandler: requireAdmin }, async () => {
    const rows = await db.select().from(users).orderBy(asc(users.email));
    return rows.map(publicUser);
  });

  app.patch('/api/users/:id', { preHandler: requireAdmin }, async (request) => {
    const id = idParam(request.params);
    const body = parse(userRolesSchema, request.body);
    const me = currentUser(request);
    if (Object.keys(body).length === 0)
      throw badRequest('non_field_errors', 'Send is_staff, is_admin or is_active.');
    if (id === me.id && body.is_admin === false)
      throw badRequest('is_admin', 'You cannot remove your own admin role.');
    if (id === me.id && body.is_active === false)
      throw badRequest('is_active', 'You cannot deactivate yourself.');
    const [row] = await db
      .update(users)
      .set({ isStaff: body.is_staff, isAdmin: body.is_admin, isActive: body.is_active })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound('User not found.');
    if (body.is_active === false) await app.sessions.revokeAllFor(id);
    return publicUser(row);
  });
}

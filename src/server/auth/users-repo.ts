import { eq } from 'drizzle-orm';
import { type Db, users } from '../db';
import { hashPassword } from './passwords';

/** A user as guards and routes see it: every column but the password and PIN hashes. */
export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isStaff: users.isStaff,
  isAdmin: users.isAdmin,
  isActive: users.isActive,
  createdAt: users.createdAt,
};
export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash' | 'approvalPinHash'> & {
  /**
   * The user's location assignments (sorted; empty: every location) when they were read together
   * with the user (the session's user, auth/session.ts); absent, they are read when needed.
   */
  assignedLocations?: readonly number[];
};

export const publicUser = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  is_staff: u.isStaff,
  is_admin: u.isAdmin,
  is_active: u.isActive,
});

export async function createUser(
  db: Db,
  input: {
    email: string;
    password: string;
    firstName?: string;
    lastName?: string;
    isStaff?: boolean;
    isAdmin?: boolean;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      isStaff: input.isStaff ?? false,
      isAdmin: input.isAdmin ?? false,
    })
    .returning(userColumns);
  return row;
}

/** The one read of the password and PIN hashes: signing in and approvals. */
export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<typeof users.$inferSelect | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

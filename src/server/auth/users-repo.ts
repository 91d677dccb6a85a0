import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './passwords';

export type UserRow = typeof users.$inferSelect;

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
    .returning();
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

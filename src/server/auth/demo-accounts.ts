import type { Db } from '../db';
import { verifyPasswordOrDummy } from './passwords';
import { findUserByEmail } from './users-repo';

interface Account {
  email: string;
  password: string;
}

/**
 * The demo accounts that still sign in with their demo password (active, password unchanged), so
 * every `npm start` can print them, not only the first one.
 */
export async function demoAccountsInUse<T extends Account>(db: Db, accounts: T[]): Promise<T[]> {
  const usable = await Promise.all(
    accounts.map(async (account) => {
      const user = await findUserByEmail(db, account.email);
      if (!user?.isActive) return false;
      return verifyPasswordOrDummy(user.passwordHash, account.password);
    }),
  );
  return accounts.filter((_, i) => usable[i]);
}

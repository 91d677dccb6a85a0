import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm.
export const hashPassword = (password: string) => hash(password);
const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a user's hash, or against a throwaway hash with the same parameters
 * when there is no such user: an unknown email costs the same time as a wrong password.
 */
export async function verifyPasswordOrDummy(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  const ok = await verifyPassword(
    passwordHash ?? (await (dummyHash ??= hashPassword(randomUUID()))),
    password,
  );
  return passwordHash !== undefined && ok;
}

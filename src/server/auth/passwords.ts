import { hash, verify } from '@node-rs/argon2';

// argon2id is the library's default algorithm.
export const hashPassword = (password: string) => hash(password);
export const verifyPassword = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

import { deviceCache } from './database';

/** Keeps a successful GET answer; a storage failure (private mode, full disk) only loses the copy. */
export async function keepAnswer(key: string, data: unknown): Promise<void> {
  try {
    await (await deviceCache()).put('answers', { data, savedAt: Date.now() }, key);
  } catch {
    // Nothing to do: the screen has its answer, only the offline copy is missing.
  }
}

/** The answer kept under `key` and when it was kept (epoch ms), or undefined. */
export async function keptAnswer(
  key: string,
): Promise<{ data: unknown; savedAt: number } | undefined> {
  try {
    return await (await deviceCache()).get('answers', key);
  } catch {
    return undefined;
  }
}

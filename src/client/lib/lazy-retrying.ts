import { lazy, type ComponentType } from 'react';

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 5_000;

/**
 * A dynamic import that never fails: while the shop's network is down it tries again, backing off
 * to every 5 s, so a chunk that was not loaded yet never takes the page down (the live queue keeps
 * its own reconnect). Browsers that follow whatwg/html#10327 fetch a failed module again.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  const attempt = async (): Promise<T> => {
    for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, LONGEST_RETRY_MS)) {
      try {
        return await load();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };
  return () => (loaded ??= attempt());
}

/** React.lazy over a retrying import of one named component. */
export function lazyRetrying<P extends object>(load: () => Promise<ComponentType<P>>) {
  const component = retryingImport(load);
  return lazy(async () => ({ default: await component() }));
}

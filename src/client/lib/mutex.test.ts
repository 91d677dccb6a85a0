import { describe, expect, it } from 'vitest';
import { Mutex } from './mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Mutex', () => {
  it('is locked from the moment acquire is called', () => {
    const mutex = new Mutex();
    void mutex.acquire();
    expect(mutex.isLocked()).toBe(true);
  });

  it('runs holders one at a time, in order', async () => {
    const mutex = new Mutex();
    const log: string[] = [];
    const work = async (name: string) => {
      const release = await mutex.acquire();
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      release();
    };
    await Promise.all([work('a'), work('b'), work('c')]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(mutex.isLocked()).toBe(false);
  });

  it('lets waiters continue only after the holder releases', async () => {
    const mutex = new Mutex();
    const release = await mutex.acquire();
    let waited = false;
    const waiting = mutex.waitForUnlock().then(() => (waited = true));
    await tick();
    expect(waited).toBe(false);
    release();
    release(); // a second release is harmless
    await waiting;
    expect(waited).toBe(true);
    expect(mutex.isLocked()).toBe(false);
  });
});
